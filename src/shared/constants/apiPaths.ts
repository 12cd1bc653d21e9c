import { REPORTING_PATHS } from './reportingPaths';

// Spec visitor-runtime §7 and media-and-reporting §7: the server calls, by path (reporting: reportingPaths.ts).
export const API_ROOTS = ['/api/', '/api/rest/'] as const;

export const API_PATHS = {
  ...REPORTING_PATHS,
  FORM_SUBMISSION_KEY: '/api/form/FormSubmissionKey',
  SAVE_FORM_SUBMISSION: '/api/form/SaveFormSubmission',
  /** Ours: a form posted by the browser itself, without JavaScript (docs/forms.md). */
  POST_FORM: '/api/form/post',
  LOGOUT: '/api/auth/Logout',
  WIDGET_RENDERING: '/api/widget/GetWidgetRendering',
  PLACES_AUTOCOMPLETE: '/api/google-maps/places/autocomplete',
  PLACES_DETAILS: '/api/google-maps/places/details',
  SITE_USER_SESSION: '/api/site-users/account/session',
  MULTILINGUAL_SETTINGS: '/api/multilingual/settings',
  MULTILINGUAL_STATUS: '/api/multilingual/status',
  MULTILINGUAL_LANGUAGES: '/api/multilingual/languages',
  SITE_HEADER_FOOTER: '/api/site-header-footer',
  PERFORMANCE_SETTINGS: '/api/1/performance/settings',
  /** Ours: the visitor's crumb, set as its cookie and answered; pages carry none (docs/scaling.md, cache). */
  CRUMB: '/api/crumb',
} as const;

// Spec visitor-runtime §7: reply fields that change what the data layer does.
export const DATA_LAYER_REPLY_FLAGS = {
  LOGIN_REQUIRED: 'loginRequired',
  CRUMB_FAIL: 'crumbFail',
  AUTHORIZATION_FAIL: 'authorizationFail',
} as const;

// Spec visitor-runtime §7: the crumb query parameter. Our pages send the header instead, which stays out of logs.
export const CRUMB_QUERY_PARAM = 'crumb';
export const CRUMB_HEADER = 'X-CSRF-Token';
