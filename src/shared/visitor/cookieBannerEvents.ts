// Spec visitor-runtime §4: the banner is forced, updated or unforced by global events; the names are ours
// (docs/public-api.md).
export const COOKIE_BANNER_EVENTS = {
  FORCE: 'siteRuntime:cookieBanner:force',
  UPDATE: 'siteRuntime:cookieBanner:update',
  UNFORCE: 'siteRuntime:cookieBanner:unforce',
} as const;
