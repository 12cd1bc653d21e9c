/** Emails are compared case-insensitively and without surrounding spaces, so one person has one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
