// Spec visitor-runtime §7: POST /api/site-users/account/session answers the token under this name.
export const LOGIN_RESPONSE_TOKEN_FIELD = 'xsrfToken';
