import { LOGOUT_QUERY_VALUE, QUERY_PARAMS, ROUTES } from '../constants/routes';
import { resolveSitePath } from '../navigation/resolveSitePath';

interface LogoutTargetInput {
  /** The top window's path and query (location of the configuration area when the site is in its frame). */
  pathname: string;
  search: string;
}

function withLogoutFlag(sitePath: string): string {
  const url = new URL(sitePath, 'http://site.invalid');
  url.searchParams.set(QUERY_PARAMS.LOGOUT, LOGOUT_QUERY_VALUE);
  return url.pathname + url.search;
}

// Spec visitor-runtime §2 and media-and-reporting §2: logout returns to the root, or to the configuration
// panel's frame URL when that is a path on this site, with logout=true.
export function buildLogoutTarget({ pathname, search }: LogoutTargetInput): string {
  if (pathname.startsWith(ROUTES.CONFIG_PREFIX)) {
    const frameUrl = resolveSitePath(new URLSearchParams(search).get(QUERY_PARAMS.FRAME_URL));
    if (frameUrl !== null) return withLogoutFlag(frameUrl);
  }
  return withLogoutFlag('/');
}
