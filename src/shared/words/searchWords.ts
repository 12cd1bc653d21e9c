import { SEARCH_MESSAGES } from '../messages/searchMessages';
import type { WordCatalogue, Words } from './WordCatalogue';

// The search page: its form, the results' count and kinds, paging, and the failures (English: the spec's
// messages as searchMessages.ts keeps them).
const en = {
  ...SEARCH_MESSAGES,
  title: 'Search',
  titleFor: 'Search: {query}',
  label: 'Search this site',
  button: 'Search',
  resultsFor: '{n, plural, one {# result} other {# results}} for “{query}”',
  page: 'Page',
  post: 'Post',
  product: 'Product',
  resultPages: 'Result pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {count}',
} as const;

export const SEARCH_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    resultsUnavailable: 'Die Ergebnisse konnten nicht geladen werden',
    networkError: 'Netzwerkfehler',
    emptyQuery: 'Geben Sie ein Wort ein, nach dem gesucht werden soll.',
    queryTooLong: 'Ihre Suche ist zu lang: Verwenden Sie höchstens 200 Zeichen.',
    noResults: 'Keine Ergebnisse gefunden.',
    title: 'Suche',
    titleFor: 'Suche: {query}',
    label: 'Diese Website durchsuchen',
    button: 'Suchen',
    resultsFor: '{n, plural, one {# Ergebnis} other {# Ergebnisse}} für „{query}“',
    page: 'Seite',
    post: 'Beitrag',
    product: 'Produkt',
    resultPages: 'Ergebnisseiten',
    previous: 'Zurück',
    next: 'Weiter',
    pageOf: 'Seite {page} von {count}',
  },
};

/** The search page's words in one language: they come with its props (resolvers.ts), not in its chunk. */
export type SearchWords = Words<keyof typeof en>;
