// RFC 9110 §10.2.3: delay-seconds or an HTTP date, as milliseconds to wait; null when absent or unreadable.
export function parseRetryAfter(value: string | null, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}
