import { API_PATHS } from '../../constants/apiPaths';

// The auth area's paths: the spec's (visitor-runtime §7) and ours (docs/owners.md).
export const AUTH_PATHS = {
  LOGIN: '/api/auth/Login',
  LOGOUT: API_PATHS.LOGOUT,
  SITE_USER_SESSION: API_PATHS.SITE_USER_SESSION,
  // Customer account creation: ours, beside the spec's session path.
  SITE_USER_ACCOUNT: '/api/site-users/account',
} as const;
