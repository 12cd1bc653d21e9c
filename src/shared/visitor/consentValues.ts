// The values we write into ss_cookieAllowed (visitor-runtime §3; the spec does not show them).
export const CONSENT_VALUES = {
  ACCEPTED: 'true',
  DECLINED: 'false',
} as const;
export type ConsentValue = (typeof CONSENT_VALUES)[keyof typeof CONSENT_VALUES];
