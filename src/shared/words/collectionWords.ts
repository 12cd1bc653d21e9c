import type { WordCatalogue } from './WordCatalogue';

// What the runtime writes around a site's collections (rendered on the server only): a blog list's links, an
// empty summary, and a product page's approved reviews.
const en = {
  readMore: 'Read more',
  readMoreAbout: ' about {title}',
  comments: 'Comments',
  nothingYet: 'Nothing here yet.',
  reviews: 'Reviews',
  averageRating: '{average} out of 5 ({count, plural, one {# review} other {# reviews}})',
  ratingLabel: '{rating} out of 5 stars',
} as const;

export const COLLECTION_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    readMore: 'Weiterlesen',
    readMoreAbout: ': {title}',
    comments: 'Kommentare',
    nothingYet: 'Hier gibt es noch nichts.',
    reviews: 'Bewertungen',
    averageRating: '{average} von 5 ({count, plural, one {# Bewertung} other {# Bewertungen}})',
    ratingLabel: '{rating} von 5 Sternen',
  },
};
