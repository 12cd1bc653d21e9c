// Spec media-and-reporting §9: names for the analytics id, session id and the first-session and has-landed
// flags exist but are not shown. These are ours (docs/coverage/collectors.md lists them). None is in the
// restricted list of visitor-runtime §9, so decideCookieConsent clears the analytics id cookie explicitly.
export const VISITOR_STORAGE_KEYS = {
  /** Cookie and localStorage key of the analytics id (390 days, path /, secure on https). */
  ANALYTICS_ID: 'ss_aid',
  /** sessionStorage key of the analytics session: {id, firstSession}; its presence is the has-landed flag. */
  ANALYTICS_SESSION: 'ss_asession',
  /** Cookie set by marketing systems; read as the marketing id when present (restricted list). */
  MARKETING_ID: 'SS_MID',
} as const;
