import { BREAKPOINTS } from '../constants/limits';

// Spec media-and-reporting §4 and §9: the cart indicator's count shows as a number up to 100 and as "100+"
// above. Apart from the label (cartIndicator.ts), so the indicator's first sync needs no message format.
export const CART_COUNT_CAP = 100;

/** The count the indicator shows: a number up to the cap, "100+" above. */
export function formatCartCount(n: number): string {
  return n > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : `${n}`;
}

// Spec media-and-reporting §4 and visitor-runtime §9: mobile is a screen at most 432 px wide, desktop at
// least 433 px; the tablet class never matches the indicator.
export function getCartIndicatorLayout(screenWidth: number): 'mobile' | 'desktop' {
  return screenWidth <= BREAKPOINTS.MOBILE_MAX_PX ? 'mobile' : 'desktop';
}
