import type { WordCatalogue, Words } from '../../shared/words/WordCatalogue';
import { selectWords } from '../../shared/words/selectWords';
import { useBlockRuntime } from './BlockRuntime';

/** A block's words in the site's language (its locale, in the page context), the same on server and browser. */
export function useWords<K extends string>(catalogue: WordCatalogue<K>): Words<K> {
  return selectWords(catalogue, useBlockRuntime().pageContext.website.locale);
}
