// Spec media-and-reporting §3, §4, §8 and §9: the cart indicator in the header. It starts uninitialized
// and the first sync initializes it; it reads the cart's item count and subtotal text; the count shows as
// a number up to 100 and as "100+" above.
export const CART_INDICATOR = {
  COUNT_CAP: 100,
  STATES: ['uninitialized', 'initialized'],
  FIELDS: { COUNT: 'items', SUBTOTAL: 'subtotal' },
} as const;

/** The count the indicator shows: a number up to the cap, "100+" above. */
export function formatCartCount(n: number): string {
  return n > CART_INDICATOR.COUNT_CAP ? `${CART_INDICATOR.COUNT_CAP}+` : `${n}`;
}

/**
 * The indicator's accessibility label. Above the cap the label names the cap: "More than 100 items in
 * cart" (our reading of "More than {n}").
 */
export function formatCartAccessibilityLabel(n: number): string {
  if (n === 1) return 'One item in cart';
  if (n > CART_INDICATOR.COUNT_CAP) return `More than ${CART_INDICATOR.COUNT_CAP} items in cart`;
  return `${n} items in cart`;
}
