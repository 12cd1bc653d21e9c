import { SITE_USER_XSRF_STORAGE_KEY } from '../../shared/api/auth/siteUserXsrfHeader';

// The member session's xsrfToken (docs/owners.md): kept in localStorage, because a remembered session
// outlives the tab. Login and account creation store it, logout sends and removes it.
export function storeXsrfToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(SITE_USER_XSRF_STORAGE_KEY, token);
    else localStorage.removeItem(SITE_USER_XSRF_STORAGE_KEY);
  } catch {
    // Storage refused: the member can still use this page; logout then needs a new login.
  }
}

export function readXsrfToken(): string | null {
  try {
    return localStorage.getItem(SITE_USER_XSRF_STORAGE_KEY);
  } catch {
    return null;
  }
}
