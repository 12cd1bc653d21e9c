import { GIFT_CARD_MESSAGES } from '../messages/giftCardMessages';
import type { WordCatalogue } from './WordCatalogue';

// Issue 48's words, kept in a block of their own: gift cards (the recipient fields, the server's messages
// about a code) and what every checkout of its own (subscription, gift card, donation) adds to pay: a
// coupon and a gift card. A German store says all of it in German (selectWords by the site's locale).
// German: a gift card is a "Gutschein", a coupon a "Rabattcode", so the two fields never read alike.
const en = {
  ...GIFT_CARD_MESSAGES,
  recipientLegend: 'Who receives it',
  recipientEmailLabel: "Recipient's email",
  recipientNameLabel: "Recipient's name",
  messageLabel: 'Message (optional, up to {max} characters)',
  sendOnLabel: 'Send it on',
  sendOnNote: 'The code is emailed to the recipient on that day, and shown to you now.',
  appliedToDonation: 'Gift card {code} applied: up to {balance} of it pays toward your donation.',
  coupon: 'Coupon',
  couponCode: 'Coupon code',
  applyCoupon: 'Apply coupon',
  removeCoupon: 'Remove coupon {code}',
  couponApplied: 'Coupon {code} applied.',
  couponNotValid: 'does not apply to this order',
  tooManyCoupons: 'An order takes at most {max} coupon codes.',
  yourGiftCards: '{n, plural, one {Your gift card} other {Your gift cards}}',
  emailedTo: '— emailed to {name} ({email}) on {day}',
} as const;

export const GIFT_CARD_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    recipientEmail: 'Geben Sie die E-Mail-Adresse der empfangenden Person ein, etwa name@example.com.',
    recipientName: 'Geben Sie den Namen der empfangenden Person ein.',
    messageTooLong: 'Die Nachricht darf höchstens {max} Zeichen lang sein.',
    sendDate: 'Wählen Sie ein Versanddatum von heute ({today}) bis {last}.',
    unknownCode: 'Es gibt keinen Gutschein mit dem Code {code}. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
    spentCode: 'Der Gutschein {code} ist aufgebraucht: Es ist kein Guthaben mehr darauf.',
    balanceChanged:
      'Der Gutschein {code} wurde inzwischen in einer anderen Bestellung verwendet: Es sind noch {balance} darauf. Bitte prüfen Sie die Summe und bestellen Sie erneut.',
    applied:
      'Gutschein {code} eingelöst: {amount} seines Guthabens von {balance} werden auf diese Bestellung angerechnet.',
    recipientLegend: 'Wer ihn erhält',
    recipientEmailLabel: 'E-Mail der empfangenden Person',
    recipientNameLabel: 'Name der empfangenden Person',
    messageLabel: 'Nachricht (optional, höchstens {max} Zeichen)',
    sendOnLabel: 'Versenden am',
    sendOnNote: 'Der Code wird an diesem Tag per E-Mail an die empfangende Person geschickt und Ihnen jetzt angezeigt.',
    appliedToDonation: 'Gutschein {code} eingelöst: Bis zu {balance} davon werden auf Ihre Spende angerechnet.',
    coupon: 'Rabattcode',
    couponCode: 'Rabattcode',
    applyCoupon: 'Rabattcode einlösen',
    removeCoupon: 'Rabattcode {code} entfernen',
    couponApplied: 'Rabattcode {code} eingelöst.',
    couponNotValid: 'gilt für diese Bestellung nicht',
    tooManyCoupons: 'Eine Bestellung nimmt höchstens {max} Rabattcodes.',
    yourGiftCards: '{n, plural, one {Ihr Gutschein} other {Ihre Gutscheine}}',
    emailedTo: '— per E-Mail an {name} ({email}) am {day}',
  },
};
