import { AUTH_PATHS } from '../../shared/api/auth/authPaths';
import { SHARED_IDENTITY_COOKIE_NAME } from '../../shared/constants/cookies';
import { LOGOUT_EVENT } from '../../shared/owner/ownerEvents';
import { buildLogoutTarget } from '../../shared/owner/buildLogoutTarget';
import { sendWithCrumb } from './sendWithCrumb';
import { postAdminEvent } from './adminChannel';

let running: Promise<void> | null = null;

// The window whose address logout changes: the configuration area when the site is in its preview frame
// (same origin), else this one.
function topWindow(win: Window): Window {
  try {
    return win.top && win.top.location.href ? win.top : win;
  } catch {
    return win;
  }
}

async function runLogout(win: Window): Promise<void> {
  const reply = await sendWithCrumb('POST', AUTH_PATHS.LOGOUT);
  if (!reply.ok) {
    // Spec visitor-runtime §7: logout failures are only logged.
    console.warn(`Logout failed with status ${reply.status}`);
    return;
  }
  win.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
  win.document.cookie = `${SHARED_IDENTITY_COOKIE_NAME}=; Path=/; Max-Age=0`;
  postAdminEvent({ type: 'logout' });
  const target = topWindow(win);
  target.location.assign(buildLogoutTarget({ pathname: target.location.pathname, search: target.location.search }));
}

/** Spec visitor-runtime §4 and media-and-reporting §4: logout runs once at a time. */
export function logout(win: Window = window): Promise<void> {
  running ??= runLogout(win)
    .catch((error: unknown) => console.warn('Logout failed', error))
    .finally(() => {
      running = null;
    });
  return running;
}
