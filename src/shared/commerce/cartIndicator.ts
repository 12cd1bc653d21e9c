import { formatMessage } from '../messageFormat/formatMessage';
import { CART_COUNT_CAP, formatCartCount } from './formatCartCount';

// Spec media-and-reporting §8: One item in cart / {n} items in cart / More than {n} items in cart. Above
// the cap the label names the cap, as the count does.
const CART_LABEL =
  '{over, select, true {More than {cap} items in cart} other {{n, plural, =1 {One item in cart} other {# items in cart}}}}';

/** The indicator's accessibility label. */
export function formatCartAccessibilityLabel(n: number, locale = 'en-US'): string {
  return formatMessage(CART_LABEL, locale, { n, over: n > CART_COUNT_CAP, cap: CART_COUNT_CAP });
}

/** The indicator's visible label, before its count. */
export const CART_INDICATOR_TEXT = 'Cart';

/**
 * The indicator's accessible name: its visible text first ("Cart 3", "Cart 100+"), so a voice-control user
 * who says what they see reaches it (WCAG 2.5.3, axe's label-content-name-mismatch), then the spec's label.
 */
export function formatCartIndicatorName(n: number, locale = 'en-US'): string {
  return `${CART_INDICATOR_TEXT} ${formatCartCount(n)} (${formatCartAccessibilityLabel(n, locale)})`;
}
