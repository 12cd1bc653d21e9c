import type { WordCatalogue } from './WordCatalogue';

// The totals lines' labels (listTotalLines): the cart, the checkout page and the order confirmation.
const en = {
  subtotal: 'Subtotal',
  discount: 'Discount {code}',
  shipping: 'Shipping ({name})',
  giftCard: 'Gift card {code}',
  total: 'Total',
} as const;

export const TOTAL_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    subtotal: 'Zwischensumme',
    discount: 'Rabatt {code}',
    shipping: 'Versand ({name})',
    giftCard: 'Gutschein {code}',
    total: 'Gesamtsumme',
  },
};
