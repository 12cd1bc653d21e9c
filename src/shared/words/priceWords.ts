import { PRICE_MESSAGES } from '../messages/checkoutMessages';
import type { WordCatalogue } from './WordCatalogue';

// Price texts (visitor-runtime §1): the product page, the store list, search results and the checkout.
const en = { ...PRICE_MESSAGES } as const;

export const PRICE_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    fromPrice: 'ab {startingPrice}',
    renewsEvery:
      'verlängert sich {n, plural, =1 {{unit, select, week {jede Woche} month {jeden Monat} other {jedes Jahr}}} other {alle # {unit, select, week {Wochen} month {Monate} other {Jahre}}}}',
    forPayments: 'für {p, plural, one {# Zahlung} other {# Zahlungen}}',
    unavailable: 'Nicht erhältlich',
  },
};
