// Login attempts are rate limited: attempts are counted per client IP and per email over a window of
// WINDOW_MS that opens at the first one. Per email stops guessing one account's password from many addresses;
// per IP stops one client trying many accounts. A device the account logged in from before (its device
// cookie) is counted on its own instead, so knowing an owner's email is not enough to lock the owner out.
// The numbers are ours (the spec does not give them).
export const LOGIN_RATE_LIMIT = {
  WINDOW_MS: 15 * 60 * 1000,
  MAX_FAILURES_PER_EMAIL: 5,
  MAX_FAILURES_PER_IP: 20,
  MAX_FAILURES_PER_DEVICE: 5,
} as const;

// A device cookie lasts this long after its last login, in the browser and in the database.
export const LOGIN_DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
