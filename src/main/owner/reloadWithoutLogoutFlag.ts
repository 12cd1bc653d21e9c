import { QUERY_PARAMS } from '../../shared/constants/routes';

/** The page's address without logout=true, so a reload or a shared link does not show the dialog again. */
export function addressWithoutLogoutFlag(location: Location): string {
  const url = new URL(location.href);
  url.searchParams.delete(QUERY_PARAMS.LOGOUT);
  return url.pathname + url.search + url.hash;
}

export function reloadWithoutLogoutFlag(win: Window): void {
  const target = addressWithoutLogoutFlag(win.location);
  if (target === win.location.pathname + win.location.search + win.location.hash) win.location.reload();
  else win.location.assign(target);
}
