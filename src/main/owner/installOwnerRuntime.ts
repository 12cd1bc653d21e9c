import type { PageContext } from '../../shared/pageContext/PageContext';
import type { TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import { KEY_CODES } from '../../shared/constants/keyboard';
import { LOGOUT_QUERY_VALUE, QUERY_PARAMS } from '../../shared/constants/routes';
import { LOGIN_REQUIRED_EVENT } from '../../shared/dataLayer/loginRequiredEvent';
import { decideEscapeAction } from '../../shared/owner/decideEscapeAction';
import { buildConfigUrl } from '../../shared/owner/buildConfigUrl';
import { closeTopmost, hasClosable } from '../../shared/owner/closables';
import { isTypingTarget } from './isTypingTarget';

// What every visitor pays for the owner runtime: one keydown listener and a few checks. The rest is in
// chunks imported only when needed (Escape pressed, an owner logged in, a member page, logout=true).
export function installOwnerRuntime(pageContext: PageContext, telemetry: TelemetryRecorder, win: Window = window) {
  const doc = win.document;
  const loggedIn = pageContext.authenticatedAccount !== null;
  const warn = (error: unknown) => console.warn(error);
  const openLogin = (via: 'escape' | 'login-required') =>
    import('./openLoginDialog').then((m) => m.openLoginDialog(via, telemetry, doc)).catch(warn);

  doc.addEventListener('keydown', (event) => {
    if (event.keyCode !== KEY_CODES.ESCAPE && event.key !== 'Escape') return;
    const action = decideEscapeAction({
      shiftKey: event.shiftKey,
      typingInField: isTypingTarget(event.target),
      hasClosable: hasClosable(),
      // An open popover (the header's menu) closes on Escape itself. :is() forgives what a browser without
      // popovers cannot parse.
      modalOpen: doc.querySelector(':is(dialog[open], [aria-modal="true"], :popover-open)') !== null,
      loggedIn,
      useEscapeKeyToLogin: pageContext.websiteSettings.useEscapeKeyToLogin,
    });
    if (action === 'ignore' || action === 'leave-to-modal') return;
    event.preventDefault();
    if (action === 'close-topmost') closeTopmost();
    else if (action === 'open-config') win.location.assign(buildConfigUrl(win.location.pathname, win.location.search));
    else if (action === 'open-login') void openLogin('escape');
    else if (action === 'logout') void import('./logout').then((m) => m.logout(win)).catch(warn);
  });

  // Spec visitor-runtime §8: a loginRequired reply fires the login-required event; it opens login.
  win.addEventListener(LOGIN_REQUIRED_EVENT, () => void openLogin('login-required'));

  if (loggedIn) void import('./startOwnerSession').then((m) => m.startOwnerSession(pageContext, win)).catch(warn);
  if (new URLSearchParams(win.location.search).get(QUERY_PARAMS.LOGOUT) === LOGOUT_QUERY_VALUE)
    void import('./showLogoutDialog').then((m) => m.showLogoutDialog(win)).catch(warn);
  if (doc.querySelector('[data-member-gate]'))
    void import('./startMemberGate').then((m) => m.startMemberGate(doc, telemetry)).catch(warn);
}
