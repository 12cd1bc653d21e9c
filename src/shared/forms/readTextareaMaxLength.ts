import { FORM_LIMITS } from '../constants/limits';

// Spec visitor-runtime §5: a maximum of 0 or a non-number disables the limit (null). Numeric strings count.
export function readTextareaMaxLength(maxLength: unknown): number | null {
  const value = typeof maxLength === 'string' && maxLength.trim() !== '' ? Number(maxLength) : maxLength;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const max = Math.floor(value);
  return max > FORM_LIMITS.TEXTAREA_COUNTER_DISABLED_MAX ? max : null;
}
