import type { WordCatalogue } from './WordCatalogue';

// What an owner's content field reads when the site data leaves it unset: a form's button, a newsletter's, a
// booking's, a donation's, a pricing plan's join button, a map's and a video's accessible names, a form's
// thanks. The block schemas' defaults are the English (src/shared/blocks); fillContentDefaults writes the site
// language's into the site data as it is read, so the server, the islands' props and the form submissions
// all carry the same words and no browser chunk carries this catalogue.
const en = {
  formSubmit: 'Submit',
  formSuccess: 'Thank you!',
  newsletterSubmit: 'Sign Up',
  bookingButton: 'Find a table',
  donationLabel: 'Donate',
  pricingJoin: 'Join',
  mapTitle: 'Map',
  videoTitle: 'Video',
} as const;

export type ContentDefaultKey = keyof typeof en;

export const CONTENT_DEFAULT_WORDS: WordCatalogue<ContentDefaultKey> = {
  en,
  de: {
    formSubmit: 'Absenden',
    formSuccess: 'Vielen Dank!',
    newsletterSubmit: 'Abonnieren',
    bookingButton: 'Tisch finden',
    donationLabel: 'Spenden',
    pricingJoin: 'Beitreten',
    mapTitle: 'Karte',
    videoTitle: 'Video',
  },
};
