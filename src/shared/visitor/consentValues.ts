// The values we write into ss_cookieAllowed (visitor-runtime §3; the spec does not show them).
export const CONSENT_VALUES = { ACCEPTED: 'true', DECLINED: 'false' } as const;
