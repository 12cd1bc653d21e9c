import type { WordCatalogue } from './WordCatalogue';

// The header's cart indicator: its visible text and its accessibility label. English label: spec
// media-and-reporting §8 (One item in cart / {n} items in cart / More than {n} items in cart); above the cap
// the label names the cap, as the count does.
const en = {
  text: 'Cart',
  label:
    '{over, select, true {More than {cap} items in cart} other {{n, plural, =1 {One item in cart} other {# items in cart}}}}',
} as const;

export const CART_INDICATOR_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    text: 'Warenkorb',
    label:
      '{over, select, true {Mehr als {cap} Artikel im Warenkorb} other {{n, plural, =1 {Ein Artikel im Warenkorb} other {# Artikel im Warenkorb}}}}',
  },
};
