// Spec visitor-runtime §7: the member login answers an xsrfToken "sent on later calls in a site-user XSRF
// header". The spec does not name the header; this is our name (docs/owners.md). HTTP header names are
// case-insensitive; Node gives them lower-cased.
export const SITE_USER_XSRF_HEADER = 'x-siteuser-xsrf-token';

// Where the browser keeps the token between pages (localStorage, because a remembered member session
// outlives the tab).
export const SITE_USER_XSRF_STORAGE_KEY = 'siteUserXsrfToken';
