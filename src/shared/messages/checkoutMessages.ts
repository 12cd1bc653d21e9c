// Spec visitor-runtime §8 (checkout) and §1 (price texts).
export const CHECKOUT_MESSAGES = {
  // §8 and §5: checkout with no cart or with cookies disabled raises this alert.
  sessionExpiredOrNoCookies:
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  // A checkout form's key that placed an order from another browser: the order is not shown.
  formAlreadyUsed: 'This checkout form has already been used. Please start your checkout again.',
} as const;

// Spec visitor-runtime §1: price texts as ICU messages; the wording for exactly 1 is our reading.
export const PRICE_MESSAGES = {
  fromPrice: 'from {startingPrice}',
  renewsEvery:
    'renews every {n, plural, =1 {{unit, select, week {week} month {month} other {year}}} other {# {unit, select, week {weeks} month {months} other {years}}}}',
  forPayments: 'for {p, plural, one {# payment} other {# payments}}',
  // A subscription product whose plan is missing cannot be bought.
  unavailable: 'Unavailable',
} as const;
