import { FORM_LIMITS } from '../constants/limits';

// One @, a non-empty local part, a dotted domain, no spaces (spec visitor-runtime §5: "an address pattern").
const ADDRESS_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

// Spec visitor-runtime §5: a string of length 3 to 256 matching the address pattern.
export function isValidEmail(value: string): boolean {
  return (
    value.length >= FORM_LIMITS.EMAIL_MIN_LENGTH &&
    value.length <= FORM_LIMITS.EMAIL_MAX_LENGTH &&
    ADDRESS_PATTERN.test(value)
  );
}
