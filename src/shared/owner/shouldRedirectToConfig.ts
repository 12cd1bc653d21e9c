import { QUERY_PARAMS, ROUTES } from '../constants/routes';
import { isLocalhost } from './isLocalhost';
import { isViewerOnly } from './isViewerOnly';

export interface RedirectInput {
  loggedIn: boolean;
  hostname: string;
  pathname: string;
  search: string;
  /** noredirect was seen earlier in this browser session (sessionStorage). */
  noRedirectRemembered: boolean;
  developerMode: boolean;
  cloneable: boolean;
  websiteRoles: readonly number[];
  isTopWindow: boolean;
}

type RedirectReason =
  | 'not-logged-in'
  | 'config-route'
  | 'localhost'
  | 'noredirect'
  | 'developer-mode'
  | 'cloneable'
  | 'viewer-only'
  | 'in-frame'
  | 'redirect';

interface RedirectDecision {
  redirect: boolean;
  reason: RedirectReason;
  /** noredirect is in this page's query: remember the skip for the rest of the browser session. */
  rememberNoRedirect: boolean;
}

// Spec visitor-runtime §2: a page opened directly by a logged-in owner goes to /config/, but for the
// exceptions below, in order.
export function shouldRedirectToConfig(input: RedirectInput): RedirectDecision {
  const noRedirectInQuery = new URLSearchParams(input.search).has(QUERY_PARAMS.NO_REDIRECT);
  const decide = (reason: RedirectReason): RedirectDecision => ({
    redirect: reason === 'redirect',
    reason,
    rememberNoRedirect: noRedirectInQuery,
  });
  if (!input.loggedIn) return decide('not-logged-in');
  if (input.pathname.startsWith(ROUTES.CONFIG_PREFIX)) return decide('config-route');
  if (isLocalhost(input.hostname)) return decide('localhost');
  if (noRedirectInQuery || input.noRedirectRemembered) return decide('noredirect');
  if (input.developerMode) return decide('developer-mode');
  if (input.cloneable) return decide('cloneable');
  if (isViewerOnly(input.websiteRoles)) return decide('viewer-only');
  if (!input.isTopWindow) return decide('in-frame');
  return decide('redirect');
}
