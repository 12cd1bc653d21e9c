// Spec visitor-runtime §4: the banner can be forced, updated or unforced through global events. The spec
// does not name them; these are ours, custom events on the page's global object (examples for owners'
// code: docs/public-api.md). "update" takes partial cookie settings in detail and re-renders the banner
// with them.
export const COOKIE_BANNER_EVENTS = {
  FORCE: 'siteRuntime:cookieBanner:force',
  UPDATE: 'siteRuntime:cookieBanner:update',
  UNFORCE: 'siteRuntime:cookieBanner:unforce',
} as const;
