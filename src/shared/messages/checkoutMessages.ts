// Spec visitor-runtime §8 (checkout) and §1 (price texts).
export const CHECKOUT_MESSAGES = {
  // §8 and §5: checkout with no cart or with cookies disabled raises this alert.
  sessionExpiredOrNoCookies:
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
} as const;

/**
 * Spec visitor-runtime §1: product and subscription price texts. The spec gives "from {startingPrice}",
 * "renews every {n} weeks/months/years" and "for {p} payments"; it names a variant for exactly 1 without
 * its wording, so "renews every week/month/year" for n = 1 is our reading.
 */
export const PRICE_MESSAGES = {
  fromPrice: (startingPrice: string): string => `from ${startingPrice}`,
  renewsEvery: (n: number, unit: 'week' | 'month' | 'year'): string =>
    n === 1 ? `renews every ${unit}` : `renews every ${n} ${unit}s`,
  forPayments: (p: number): string => `for ${p} payments`,
} as const;
