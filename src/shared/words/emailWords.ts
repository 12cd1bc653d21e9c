import type { WordCatalogue, Words } from './WordCatalogue';

// The emails an order writes (src/server/mail/composeOrderEmails.ts): the buyer's confirmation and a gift card
// recipient's email, in the store's language like the pages the buyer saw. ICU messages (formatMessage).
const en = {
  greeting: 'Hello {name},',
  thanks: 'Thank you for your order {number} from {site}.',
  subscription: 'Subscription: {terms}',
  giftCardSent: 'Gift card of {amount} for {name} ({email}), sent to them on {day}. Its code: {code}',
  giftCardKept: 'Your gift card of {amount}: code {code}',
  downloads: 'Your downloads: each link works {allowed, plural, one {once} other {# times}}, until {until}.',
  download: 'Download {title}',
  yourOrder: 'Your order',
  reviewAsk: 'Once it has arrived, tell other customers what you think:',
  review: 'Review {title}',
  subject: 'Your order {number} from {site}',
  giftFrom: '{buyer} sent you a gift card of {amount} for {site}.',
  giftCodeIntro: 'Your gift card code:',
  giftHowTo: 'Enter it at checkout, in the gift card field; what is left stays on the card.',
  giftSubject: '{buyer} sent you a {site} gift card',
} as const;

export type EmailWords = Words<keyof typeof en>;

export const EMAIL_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    greeting: 'Hallo {name},',
    thanks: 'Vielen Dank für Ihre Bestellung {number} bei {site}.',
    subscription: 'Abonnement: {terms}',
    giftCardSent: 'Gutschein über {amount} für {name} ({email}), zugestellt am {day}. Sein Code: {code}',
    giftCardKept: 'Ihr Gutschein über {amount}: Code {code}',
    downloads:
      'Ihre Downloads: Jeder Link funktioniert {allowed, plural, one {einmal} other {#-mal}}, bis zum {until}.',
    download: '{title} herunterladen',
    yourOrder: 'Ihre Bestellung',
    reviewAsk: 'Sobald Ihre Bestellung angekommen ist, sagen Sie anderen Kunden, wie sie Ihnen gefällt:',
    review: '{title} bewerten',
    subject: 'Ihre Bestellung {number} bei {site}',
    giftFrom: '{buyer} hat Ihnen einen Gutschein über {amount} für {site} geschickt.',
    giftCodeIntro: 'Ihr Gutscheincode:',
    giftHowTo: 'Geben Sie ihn an der Kasse im Feld „Gutscheincode“ ein; ein Restbetrag bleibt auf dem Gutschein.',
    giftSubject: '{buyer} hat Ihnen einen Gutschein von {site} geschickt',
  },
};
