// Customer account creation (POST /api/site-users/account) is rate limited in the same `rate_limits` table as
// login: every attempt is counted per client IP within a window that opens at the first one, before the
// password is hashed, so one client can neither create accounts in bulk nor probe which emails have one.
// The numbers are ours (the spec does not give them).
export const ACCOUNT_CREATION_RATE_LIMIT = {
  WINDOW_MS: 15 * 60 * 1000,
  MAX_ATTEMPTS_PER_IP: 10,
} as const;
