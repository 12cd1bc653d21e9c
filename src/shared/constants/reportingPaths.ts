// Spec visitor-runtime §7 and media-and-reporting §7: the reporting calls (part of API_PATHS). A module of
// their own: the worker needs these alone, and a bundle takes an object whole.
export const REPORTING_PATHS = {
  CENSUS_RECORD_HIT: '/api/census/RecordHit',
  CENSUS_BUTTON_CLICK: '/api/census/button-click',
  CENSUS_BUTTON_RENDER: '/api/census/button-render',
  CENSUS_FORM_RENDER: '/api/census/form-render',
  CENSUS_OVERLAY: '/api/census/overlay',
  // Followed by the item id.
  CENSUS_RECORD_QUICK_VIEW: '/api/census/RecordQuickView/',
  RECORD_JAVASCRIPT_ERRORS: '/api/events/RecordJavascriptErrors',
  TRACE: '/api/events/Trace',
  RECORD_EVENT: '/api/events/RecordEvent',
  EXTERNAL_EVENTS: '/api/v1/events',
  TRACK: '/api/track/Track',
  PERFORMANCE_RECORDS: '/api/1/performance/records',
} as const;
