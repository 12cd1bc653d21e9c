import { COMMERCE_LIMITS } from '../constants/limits';

/**
 * Spec visitor-runtime §5: a generated SKU is "SQ" and 7 random digits. `randomDigit` returns 0–9; it is
 * passed in so the rule is a plain function. The server stores each generated SKU once.
 */
export function generateSku(randomDigit: () => number): string {
  let digits = '';
  for (let i = 0; i < COMMERCE_LIMITS.SKU_RANDOM_DIGITS; i++) digits += String(randomDigit());
  return `${COMMERCE_LIMITS.SKU_PREFIX}${digits}`;
}
