// Field names of request and response bodies the spec spells out (visitor-runtime §7, media-and-reporting §7).

// POST /api/site-users/account/session answers the token under this name.
export const LOGIN_RESPONSE_TOKEN_FIELD = 'xsrfToken';
// POST /api/widget/GetWidgetRendering, form-encoded.
export const WIDGET_RENDERING_FIELD = 'widgetJSON';
// GET /api/google-maps/places/details needs this tracking context.
export const PLACES_DETAILS_TRACKING_FIELDS = ['productPage', 'productSection'] as const;
