// The `app` field of logged-error and performance records (visitor-runtime §3, media-and-reporting §3): which
// application reported. This runtime is one app; the spec does not list the names.
export const COLLECTOR_APP = 'site-runtime';
