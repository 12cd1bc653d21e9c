// Spec visitor-runtime §2: the subscription, donation and gift-card checkout routes. A bad or unknown
// parameter gets a page saying which, never a 500. Ours: the spec names the routes, not these texts.
export const CHECKOUT_FLOW_MESSAGES = {
  missingParameter: 'This checkout link is missing its {name} parameter.',
  badParameter: 'This checkout link has an invalid {name} parameter.',
  unknownCart: 'This subscription checkout link has expired or was already used.',
  notASubscriptionCart: 'This checkout link does not hold a subscription.',
  unknownDonatePage: 'There is no donation form with this link.',
  wrongWebsite: 'This gift card link belongs to another website.',
  unknownGiftCard: 'There is no gift card with this link.',
  unknownGiftCardSku: 'This gift card has no amount with SKU {sku}.',
  donationAmount: 'expected an amount from {minimum} to {maximum}',
  subscriptionAlone: 'A subscription is bought on its own: use Subscribe on its page.',
} as const;

// Spec visitor-runtime §8 ("missing donate button: console error"); the spec does not give the wording.
export const DONATION_MESSAGES = {
  missingButton: 'Donation block has no donate button (an element with data-donate-page-id).',
  amount: 'Amount',
  otherAmount: 'Another amount',
} as const;
