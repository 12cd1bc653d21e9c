// Spec visitor-runtime §5: the cookies hold positive integers written in plain decimal. Leading zeros,
// signs, fractions and values past the safe-integer range are malformed.
export function parsePositiveInteger(text: string | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,15}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
