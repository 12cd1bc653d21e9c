import { createContext, useContext } from 'react';
import type { Words } from '../../../shared/words/WordCatalogue';
import type { GALLERY_WORDS } from '../../../shared/words/galleryWords';

export type GalleryWords = Words<keyof (typeof GALLERY_WORDS)['en']>;

// The gallery's words come with its props, in the site's language only (resolvers.ts): the catalogue of
// every language stays on the server and out of the gallery's chunk, which its budget keeps small.
export const GalleryWordsContext = createContext<GalleryWords | null>(null);

/** The words of the gallery this control is in. */
export function useGalleryWords(): GalleryWords {
  const words = useContext(GalleryWordsContext);
  if (!words) throw new Error('useGalleryWords() outside a GalleryBlock');
  return words;
}
