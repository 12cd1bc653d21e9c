// Field names of request and response bodies the spec spells out (visitor-runtime §7, media-and-reporting §7).

// POST /api/site-users/account/session answers the token under this name.
export const LOGIN_RESPONSE_TOKEN_FIELD = 'xsrfToken';
