import { CART_MESSAGES } from '../messages/cartMessages';
import type { WordCatalogue } from './WordCatalogue';

// The cart page's words and the cart's refusals (the server's, shown on the cart, the product and the
// checkout). English: the spec's messages as cartMessages.ts keeps them, and ours beside them.
const en = {
  ...CART_MESSAGES,
  pageTitle: 'Cart',
  title: 'Your cart',
  unitPrice: '{price} each',
  quantityOf: 'Quantity of {title}',
  update: 'Update',
  remove: 'Remove',
  removeCoupon: 'Remove coupon {code}',
  couponCode: 'Coupon code',
  apply: 'Apply',
  checkout: 'Checkout',
  continueShopping: 'Continue shopping',
  keep: 'Keep it',
} as const;

export const CART_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    cartMinimum: 'Die Zwischensumme Ihrer Bestellung muss mindestens {subtotal} betragen',
    quantityUpdateFailed: 'Die Menge konnte nicht geändert werden',
    itemRemoveFailed: 'Der Artikel konnte nicht entfernt werden',
    confirmRemove: '{title} aus dem Warenkorb entfernen?',
    soldOut: '{title} ist ausverkauft.',
    notEnoughStock:
      '{available, plural, =0 {{title} ist ausverkauft.} one {Nur noch # Stück von {title} auf Lager.} other {Nur noch # Stück von {title} auf Lager.}}',
    unknownItem: 'Dieser Artikel wird nicht mehr verkauft.',
    addFailed: 'Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.',
    added: 'In den Warenkorb gelegt.',
    empty: 'Ihr Warenkorb ist leer.',
    unknownCoupon: 'Es gibt keinen Rabattcode {code}.',
    couponExpired: 'Der Rabattcode {code} ist am {date} abgelaufen.',
    lineLimit: 'Ein Warenkorb enthält höchstens {max} Stück eines Artikels.',
    cartValueLimit: 'Ein Warenkorb enthält Waren im Wert von höchstens {max}.',
    tooManyCoupons: 'Ein Warenkorb enthält höchstens {max} Rabattcodes.',
    couponFailed: 'Der Rabattcode konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
    couponNotValid: 'Gilt für diesen Warenkorb derzeit nicht',
    pageTitle: 'Warenkorb',
    title: 'Ihr Warenkorb',
    unitPrice: '{price} pro Stück',
    quantityOf: 'Menge von {title}',
    update: 'Aktualisieren',
    remove: 'Entfernen',
    removeCoupon: 'Rabattcode {code} entfernen',
    couponCode: 'Rabattcode',
    apply: 'Einlösen',
    checkout: 'Zur Kasse',
    continueShopping: 'Weiter einkaufen',
    keep: 'Behalten',
  },
};
