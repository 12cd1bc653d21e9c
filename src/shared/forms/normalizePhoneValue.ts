import { FORM_LIMITS } from '../constants/limits';

// Spec visitor-runtime §5: phone values of 3 parts get an empty country part prepended.
export function normalizePhoneValue(parts: readonly string[]): string[] {
  return parts.length === FORM_LIMITS.PHONE_PARTS_WITHOUT_COUNTRY ? ['', ...parts] : [...parts];
}
