import { FORM_LIMITS } from '../constants/limits';

const US_ZIP = new RegExp(`^\\d{${FORM_LIMITS.US_ZIP_DIGITS}}$`);
const US_NAMES = new Set(['', 'us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america']);

// Spec visitor-runtime §5: a US zip is exactly 5 digits.
export function isUsZip(zip: string): boolean {
  return US_ZIP.test(zip);
}

// The address field's country defaults to the United States, so an empty country counts as US.
export function isUsCountry(country: string): boolean {
  return US_NAMES.has(country.trim().toLowerCase());
}
