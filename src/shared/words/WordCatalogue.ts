/** The languages the runtime writes its own words in; a site's locale picks one (selectWords). */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One language's words of an area: ICU messages (src/shared/messageFormat) by key. */
export type Words<K extends string> = Readonly<Record<K, string>>;

/**
 * An area's words in every language: the English (the spec's own words where it fixes them) and a
 * translation for each other language, key for key. An area is one catalogue file, so an island's chunk
 * carries its own words and no other area's.
 */
export type WordCatalogue<K extends string> = Readonly<Record<Language, Words<K>>>;
