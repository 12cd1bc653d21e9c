import { REVIEW_MESSAGES } from '../messages/reviewMessages';
import { REVIEW_PAGE_MESSAGES } from '../messages/reviewPageMessages';
import { FORM_MESSAGES } from '../messages/formMessages';
import { REQUIRED } from '../reviews/ReviewForm';
import type { WordCatalogue, Words } from './WordCatalogue';

// Reviews of what a buyer bought: the links on the order's page and the product-reviews page a link opens
// (rendered by the server only). English: the spec's review messages (reviewMessages.ts) and ours beside them.
const en = {
  ...REVIEW_MESSAGES,
  ...REVIEW_PAGE_MESSAGES,
  formInvalid: FORM_MESSAGES.formInvalid,
  characterLimitExceeded: FORM_MESSAGES.characterLimitExceeded,
  required: REQUIRED,
  reviewWhatYouBought: 'Review what you bought',
  reviewProduct: 'Review {title}',
  reviewed: '{title}: thank you for your review',
  productReview: 'Product review',
  backTo: 'Back to {title}',
  yourRating: 'Your rating (required)',
  stars: '{n, plural, one {# star} other {# stars}}',
  reviewTitle: 'Title',
  yourReview: 'Your review',
  yourName: 'Your name (required)',
  submit: 'Submit review',
} as const;

export type ReviewWords = Words<keyof typeof en>;

export const REVIEW_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    starRatingRequired: 'Bitte wählen Sie eine Sternebewertung',
    reviewRequestExpired: 'Ihre Bewertungsanfrage ist abgelaufen',
    alreadyReviewed: 'Sie haben diesen Kauf bereits bewertet',
    retryReview: 'Versuchen Sie, Ihre Bewertung erneut zu senden',
    invalidLink: 'Dieser Bewertungslink ist ungültig. Bitte verwenden Sie den Link aus Ihrer Bestellung.',
    thanks: 'Vielen Dank für Ihre Bewertung. Sie erscheint auf der Produktseite, sobald der Shop sie freigegeben hat.',
    formInvalid: 'Mindestens ein Feld ist ungültig, bitte prüfen Sie Ihre Eingaben.',
    characterLimitExceeded: 'Sie haben die Höchstzahl an Zeichen überschritten.',
    required: 'Dieses Feld ist ein Pflichtfeld.',
    reviewWhatYouBought: 'Bewerten Sie Ihren Einkauf',
    reviewProduct: '{title} bewerten',
    reviewed: '{title}: Vielen Dank für Ihre Bewertung',
    productReview: 'Produktbewertung',
    backTo: 'Zurück zu {title}',
    yourRating: 'Ihre Bewertung (Pflichtfeld)',
    stars: '{n, plural, one {# Stern} other {# Sterne}}',
    reviewTitle: 'Titel',
    yourReview: 'Ihre Rezension',
    yourName: 'Ihr Name (Pflichtfeld)',
    submit: 'Bewertung senden',
  },
};
