// Field names of the request and response bodies the spec spells out (visitor-runtime §7,
// media-and-reporting §3 and §7). Payloads marked "not shown" in the spec are not here.

// POST /api/events/RecordJavascriptErrors: a batch of these entries.
export const JAVASCRIPT_ERROR_ENTRY_FIELDS = ['event', 'data', 'timestamp'] as const;
// POST /api/events/Trace: batched entries; data is a JSON string.
export const TRACE_ENTRY_FIELDS = ['pageUrl', 'type', 'data'] as const;
// POST {origin}/api/events/RecordEvent, form-encoded; data is a JSON string.
export const RECORD_EVENT_FIELDS = ['crumb', 'event', 'data'] as const;
// POST /api/census/button-click and /api/census/button-render.
export const BUTTON_CENSUS_FIELDS = [
  'id',
  'buttonText',
  'clickthroughUrl',
  'alignment',
  'size',
  'newWindow',
  'context',
  'visitorCookie',
] as const;
// POST /api/census/form-render.
export const FORM_RENDER_CENSUS_FIELDS = ['formId', 'visitorCookie'] as const;
// POST /api/census/RecordHit, form-encoded: these fields, with data as a JSON string.
export const RECORD_HIT_FIELDS = ['event', 'data', 'ss_cvr'] as const;
// POST /api/widget/GetWidgetRendering, form-encoded.
export const WIDGET_RENDERING_FIELD = 'widgetJSON';

// POST /api/site-users/account/session and its answer.
export const LOGIN_BODY_FIELDS = ['email', 'password', 'rememberMe'] as const;
export const LOGIN_RESPONSE_TOKEN_FIELD = 'xsrfToken';
// PUT /api/site-header-footer and PUT /api/multilingual/languages.
export const HEADER_FOOTER_BODY_FIELDS = ['header', 'footer'] as const;
export const LANGUAGES_BODY_FIELDS = ['languages'] as const;
// GET /api/google-maps/places/details needs this tracking context.
export const PLACES_DETAILS_TRACKING_FIELDS = ['productPage', 'productSection'] as const;
