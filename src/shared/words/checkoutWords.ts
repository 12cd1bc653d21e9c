import { CHECKOUT_MESSAGES } from '../messages/checkoutMessages';
import { DONATION_MESSAGES } from '../messages/checkoutFlowMessages';
import { CHECK_FIELDS_MESSAGE } from '../api/commerce/parseCheckoutForm';
import type { WordCatalogue } from './WordCatalogue';

// The checkout page and the order confirmation (both rendered by the server only). English: the spec's
// checkout alert as checkoutMessages.ts keeps it, and ours beside it.
const en = {
  ...CHECKOUT_MESSAGES,
  checkFields: CHECK_FIELDS_MESSAGE,
  title: 'Checkout',
  contact: 'Contact',
  email: 'Email',
  name: 'Name',
  shippingAddress: 'Shipping address',
  address1: 'Address',
  address2: 'Address line 2 (optional)',
  city: 'Town or city',
  postalCode: 'Postcode',
  country: 'Country',
  shipping: 'Shipping',
  shippingOption: '{name} — {price}',
  free: 'free',
  payment: 'Payment',
  giftCardAmount: '{title}: amount',
  donationAmount: DONATION_MESSAGES.amount,
  otherAmount: DONATION_MESSAGES.otherAmount,
  placeOrder: 'Place order',
  subscribe: 'Subscribe',
  donate: 'Donate',
  payLaterLabel: 'Order now, pay on delivery or by invoice',
  payLaterDescription: 'Nothing is charged now. You pay when the order arrives, or by the invoice we send you.',
  confirmedTitle: 'Thank you: your order is confirmed',
  orderNumber: 'Order number {number}. A confirmation goes to {email}.',
  orderNotFound: 'Order not found',
  orderNotFoundText: 'This confirmation link does not match an order.',
  downloadsTitle: 'Your downloads',
  download: 'Download {title}',
  downloadsLeft:
    '{n, plural, =0 {No downloads left} one {# download left, until {expires}} other {# downloads left, until {expires}}}',
  subscriptionTerms: 'Subscription: {terms}',
  paidWith: 'Payment: {method}',
} as const;

export const CHECKOUT_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    sessionExpiredOrNoCookies:
      'Entweder ist Ihre Sitzung abgelaufen oder Cookies sind deaktiviert. Wir können den Bestellvorgang nicht fortsetzen.',
    formAlreadyUsed: 'Dieses Bestellformular wurde bereits verwendet. Bitte beginnen Sie den Bestellvorgang erneut.',
    checkFields: 'Bitte prüfen Sie die markierten Felder.',
    title: 'Kasse',
    contact: 'Kontakt',
    email: 'E-Mail',
    name: 'Name',
    shippingAddress: 'Lieferadresse',
    address1: 'Straße und Hausnummer',
    address2: 'Adresszusatz (optional)',
    city: 'Ort',
    postalCode: 'Postleitzahl',
    country: 'Land',
    shipping: 'Versand',
    shippingOption: '{name} — {price}',
    free: 'kostenlos',
    payment: 'Zahlung',
    giftCardAmount: '{title}: Betrag',
    donationAmount: 'Betrag',
    otherAmount: 'Anderer Betrag',
    placeOrder: 'Zahlungspflichtig bestellen',
    subscribe: 'Kostenpflichtig abonnieren',
    donate: 'Spenden',
    payLaterLabel: 'Jetzt bestellen, bei Lieferung oder auf Rechnung bezahlen',
    payLaterDescription:
      'Jetzt wird nichts berechnet. Sie bezahlen bei Lieferung oder mit der Rechnung, die wir Ihnen schicken.',
    confirmedTitle: 'Vielen Dank: Ihre Bestellung ist bestätigt',
    orderNumber: 'Bestellnummer {number}. Eine Bestätigung geht an {email}.',
    orderNotFound: 'Bestellung nicht gefunden',
    orderNotFoundText: 'Dieser Bestätigungslink gehört zu keiner Bestellung.',
    downloadsTitle: 'Ihre Downloads',
    download: '{title} herunterladen',
    downloadsLeft:
      '{n, plural, =0 {Keine Downloads mehr übrig} one {Noch # Download, bis {expires}} other {Noch # Downloads, bis {expires}}}',
    subscriptionTerms: 'Abonnement: {terms}',
    paidWith: 'Zahlung: {method}',
  },
};
