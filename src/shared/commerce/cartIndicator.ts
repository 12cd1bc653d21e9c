import { BREAKPOINTS } from '../constants/limits';
import { formatMessage } from '../messageFormat/formatMessage';

// Spec media-and-reporting §3, §4, §8 and §9: the cart indicator in the header. It starts uninitialized
// showing 0 and the first sync initializes it; the count shows as a number up to 100 and as "100+" above.
export const CART_COUNT_CAP = 100;

// Spec media-and-reporting §8: One item in cart / {n} items in cart / More than {n} items in cart. Above
// the cap the label names the cap, as the count does.
const CART_LABEL =
  '{over, select, true {More than {cap} items in cart} other {{n, plural, =1 {One item in cart} other {# items in cart}}}}';

/** The count the indicator shows: a number up to the cap, "100+" above. */
export function formatCartCount(n: number): string {
  return n > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : `${n}`;
}

/** The indicator's accessibility label. */
export function formatCartAccessibilityLabel(n: number, locale = 'en-US'): string {
  return formatMessage(CART_LABEL, locale, { n, over: n > CART_COUNT_CAP, cap: CART_COUNT_CAP });
}

// Spec media-and-reporting §4 and visitor-runtime §9: mobile is a screen at most 432 px wide, desktop at
// least 433 px; the tablet class never matches the indicator.
export function getCartIndicatorLayout(screenWidth: number): 'mobile' | 'desktop' {
  return screenWidth <= BREAKPOINTS.MOBILE_MAX_PX ? 'mobile' : 'desktop';
}
