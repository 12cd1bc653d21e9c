// RFC 9110 §10.2.3: Retry-After is either delay-seconds or an HTTP date. Returns milliseconds to wait,
// or null when absent or unreadable.
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}
