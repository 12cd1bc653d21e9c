import { CHECKOUT_FLOW_MESSAGES } from '../messages/checkoutFlowMessages';
import type { WordCatalogue } from './WordCatalogue';

// The error page of a subscription, gift card or donation checkout link that cannot be used (visitor-runtime
// §2: a bad or unknown parameter gets a page saying which), in the store's language.
const en = {
  missingParameter: CHECKOUT_FLOW_MESSAGES.missingParameter,
  badParameter: CHECKOUT_FLOW_MESSAGES.badParameter,
  unknownCart: CHECKOUT_FLOW_MESSAGES.unknownCart,
  notASubscriptionCart: CHECKOUT_FLOW_MESSAGES.notASubscriptionCart,
  unknownDonatePage: CHECKOUT_FLOW_MESSAGES.unknownDonatePage,
  wrongWebsite: CHECKOUT_FLOW_MESSAGES.wrongWebsite,
  unknownGiftCard: CHECKOUT_FLOW_MESSAGES.unknownGiftCard,
  unknownGiftCardSku: CHECKOUT_FLOW_MESSAGES.unknownGiftCardSku,
} as const;

export type CheckoutLinkFault = keyof typeof en;

export const CHECKOUT_LINK_WORDS: WordCatalogue<CheckoutLinkFault> = {
  en,
  de: {
    missingParameter: 'Diesem Checkout-Link fehlt der Parameter {name}.',
    badParameter: 'Dieser Checkout-Link hat einen ungültigen Parameter {name}.',
    unknownCart: 'Dieser Abo-Checkout-Link ist abgelaufen oder wurde bereits verwendet.',
    notASubscriptionCart: 'Dieser Checkout-Link enthält kein Abonnement.',
    unknownDonatePage: 'Zu diesem Link gibt es kein Spendenformular.',
    wrongWebsite: 'Dieser Gutschein-Link gehört zu einer anderen Website.',
    unknownGiftCard: 'Zu diesem Link gibt es keinen Gutschein.',
    unknownGiftCardSku: 'Dieser Gutschein hat keinen Betrag mit der SKU {sku}.',
  },
};
