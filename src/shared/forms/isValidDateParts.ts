// Date parts are [month, day, year]; a real calendar date with a four-digit year.
export function isValidDateParts(parts: readonly string[]): boolean {
  const [month, day, year] = parts.map((part) => part.trim());
  if (!/^\d{1,2}$/.test(month ?? '') || !/^\d{1,2}$/.test(day ?? '') || !/^\d{4}$/.test(year ?? '')) return false;
  const m = Number(month);
  const d = Number(day);
  const y = Number(year);
  if (m < 1 || m > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC avoids time-zone shifts).
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

// Time parts are [hour 1-12, minute 0-59, AM|PM].
export function isValidTimeParts(parts: readonly string[]): boolean {
  const [hour, minute, half] = parts.map((part) => part.trim());
  if (!/^\d{1,2}$/.test(hour ?? '') || !/^\d{2}$/.test(minute ?? '')) return false;
  const h = Number(hour);
  const m = Number(minute);
  return h >= 1 && h <= 12 && m <= 59 && (half === 'AM' || half === 'PM');
}
