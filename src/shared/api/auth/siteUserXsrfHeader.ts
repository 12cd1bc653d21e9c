// Spec visitor-runtime §7: the "site-user XSRF header" the spec does not name; lower case, as Node gives it.
export const SITE_USER_XSRF_HEADER = 'x-siteuser-xsrf-token';

// localStorage: a remembered member session outlives the tab.
export const SITE_USER_XSRF_STORAGE_KEY = 'siteUserXsrfToken';
