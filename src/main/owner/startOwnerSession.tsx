import type { PageContext } from '../../shared/pageContext/PageContext';
import { buildConfigUrl } from '../../shared/owner/buildConfigUrl';
import { shouldRedirectToConfig } from '../../shared/owner/shouldRedirectToConfig';
import { hasAdminPermission } from '../../shared/owner/hasAdminPermission';
import { hasAnyRole } from '../../shared/owner/hasAnyRole';
import { CONTENT_WRITER_ROLES } from '../../shared/owner/content/ownerContent';
import { AnnouncementBar } from '../../ui/owner/AnnouncementBar';
import { mountOwnerUi } from './mountOwnerUi';
import { readNoRedirectMemory, rememberNoRedirect } from './readNoRedirectMemory';
import { trackAdminOverlay } from './trackAdminOverlay';
import { logout } from './logout';
import { openAdminChannel } from './adminChannel';

function isTopWindow(win: Window): boolean {
  try {
    return win.top === win;
  } catch {
    return false;
  }
}

// Loaded only when the page context carries an authenticated account (spec visitor-runtime §2 and §6):
// the redirect to /config, the announcement bar, the admin overlay and the admin events channel.
export function startOwnerSession(pageContext: PageContext, win: Window = window): void {
  const { pathname, search, hostname } = win.location;
  const decision = shouldRedirectToConfig({
    loggedIn: pageContext.authenticatedAccount !== null,
    hostname,
    pathname,
    search,
    noRedirectRemembered: readNoRedirectMemory(win),
    developerMode: pageContext.website.developerMode,
    cloneable: pageContext.website.cloneable,
    websiteRoles: pageContext.websiteRoles,
    isTopWindow: isTopWindow(win),
  });
  if (decision.rememberNoRedirect) rememberNoRedirect(win);
  if (decision.redirect) {
    win.location.replace(buildConfigUrl(pathname, search));
    return;
  }
  const account = pageContext.authenticatedAccount;
  if (!account) return;
  // The server renders the bar in the flow above the header; inside the configuration area's preview frame,
  // which has its own chrome, there is none (a browser that does not say it is framed gets it removed here).
  const served = win.document.querySelector<HTMLElement>('.owner-announcement-root');
  if (!isTopWindow(win)) served?.remove();
  else if (pageContext.showAnnouncementBar) {
    mountOwnerUi(win.document, 'owner-announcement-root', served).render(
      <AnnouncementBar
        displayName={account.displayName}
        configUrl={buildConfigUrl(pathname, search)}
        onLogout={() => void logout(win)}
      />,
    );
  }
  if (isTopWindow(win)) trackAdminOverlay(win);
  // Spec visitor-runtime §2: the owner modals (blog-published, clone demo collection, action not allowed) and the
  // content tools that lead to them, a chunk of their own for owners who edit content, on a collection's pages.
  if (pageContext.collectionId && hasAnyRole(pageContext.websiteRoles, CONTENT_WRITER_ROLES))
    void import('./startOwnerContent').then((m) => m.startOwnerContent(pageContext, win)).catch(console.warn);
  if (hasAdminPermission(pageContext.websiteRoles)) {
    // A logout in another tab ends this tab's session too: reload to show the page as a visitor sees it.
    openAdminChannel((event) => {
      if (event?.type === 'logout') win.location.reload();
    });
  }
}
