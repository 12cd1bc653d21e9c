import { LANGUAGES, type Language, type WordCatalogue, type Words } from './WordCatalogue';

/** The language of a locale ("de-DE", "de_AT", "DE" → de); a language the runtime does not write is English. */
export function readLanguage(locale: string): Language {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}

// The site's locale (site data website.locale, the page's <html lang>) selects the words, not the visitor's
// browser: a German store reads German to every visitor, as its own content does.
export function selectWords<K extends string>(catalogue: WordCatalogue<K>, locale: string): Words<K> {
  return catalogue[readLanguage(locale)];
}
