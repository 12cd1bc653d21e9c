// Ours: failed logins counted per IP and per email over a window opened by the first one. A device the
// account logged in from before counts on its own, so knowing an owner's email cannot lock the owner out.
export const LOGIN_RATE_LIMIT = {
  WINDOW_MS: 15 * 60 * 1000,
  MAX_FAILURES_PER_EMAIL: 5,
  MAX_FAILURES_PER_IP: 20,
  MAX_FAILURES_PER_DEVICE: 5,
} as const;

// A device cookie lasts this long after its last login, in the browser and in the database.
export const LOGIN_DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
