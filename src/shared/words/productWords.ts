import { CART_MESSAGES } from '../messages/cartMessages';
import type { WordCatalogue } from './WordCatalogue';

// A product's page and its card in the store list: buttons, stock, measurements, the add-to-cart note.
const en = {
  addToCart: 'Add to cart',
  subscribe: 'Subscribe',
  buyGiftCard: 'Buy gift card',
  quantity: 'Quantity',
  soldOut: 'Sold out',
  instantDownload: 'Instant download',
  deliveredByEmail: 'Delivered by email',
  combinationUnavailable: 'This combination is not available',
  optionSoldOut: 'This option is sold out',
  onlyLeft: 'Only {n} left',
  inStock: 'In stock',
  weight: 'Weight',
  dimensions: 'Dimensions',
  salePrice: 'Sale price',
  originalPrice: 'Original price',
  added: CART_MESSAGES.added,
  addFailed: CART_MESSAGES.addFailed,
} as const;

export const PRODUCT_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    addToCart: 'In den Warenkorb',
    subscribe: 'Abonnieren',
    buyGiftCard: 'Gutschein kaufen',
    quantity: 'Menge',
    soldOut: 'Ausverkauft',
    instantDownload: 'Sofort zum Herunterladen',
    deliveredByEmail: 'Zustellung per E-Mail',
    combinationUnavailable: 'Diese Kombination ist nicht erhältlich',
    optionSoldOut: 'Diese Ausführung ist ausverkauft',
    onlyLeft: 'Nur noch {n} vorrätig',
    inStock: 'Auf Lager',
    weight: 'Gewicht',
    dimensions: 'Maße',
    salePrice: 'Angebotspreis',
    originalPrice: 'Ursprünglicher Preis',
    added: 'In den Warenkorb gelegt.',
    addFailed: 'Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.',
  },
};
