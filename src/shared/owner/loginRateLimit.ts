// Login attempts are rate limited: failed attempts are counted per client IP and per email
// over the last WINDOW_MS. Per email stops guessing one account's password from many addresses; per IP
// stops one client trying many accounts. The numbers are ours (the spec does not give them).
export const LOGIN_RATE_LIMIT = {
  WINDOW_MS: 15 * 60 * 1000,
  MAX_FAILURES_PER_EMAIL: 5,
  MAX_FAILURES_PER_IP: 20,
} as const;

export interface LoginFailureCounts {
  byEmail: number;
  byIp: number;
}

/** True when another attempt must be refused (429) before the password is even checked. */
export function isLoginRateLimited(counts: LoginFailureCounts): boolean {
  return (
    counts.byEmail >= LOGIN_RATE_LIMIT.MAX_FAILURES_PER_EMAIL || counts.byIp >= LOGIN_RATE_LIMIT.MAX_FAILURES_PER_IP
  );
}
