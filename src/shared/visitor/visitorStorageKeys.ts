// Ours (media-and-reporting §9 does not show the names). None is in visitor-runtime §9's restricted list, so
// decideCookieConsent clears the analytics id cookie explicitly.
export const VISITOR_STORAGE_KEYS = {
  /** Cookie and localStorage key of the analytics id (390 days, path /, secure on https). */
  ANALYTICS_ID: 'ss_aid',
  /** sessionStorage key of the analytics session: {id, firstSession}; its presence is the has-landed flag. */
  ANALYTICS_SESSION: 'ss_asession',
  /** Cookie set by marketing systems; read as the marketing id when present (restricted list). */
  MARKETING_ID: 'SS_MID',
} as const;
