import type { WordCatalogue } from './WordCatalogue';

// The gallery's controls: their accessible names, and the lightbox's caption toggle.
const en = {
  gallery: 'Gallery {id}',
  unnamedImage: 'image {n}',
  openInLightbox: 'Open {name} in the lightbox',
  previous: 'Previous',
  next: 'Next',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  imageViewer: 'Image viewer',
  close: 'Close',
  showCaption: 'Show caption',
  hideCaption: 'Hide caption',
  thumbnails: 'Thumbnails',
  showImage: 'Show {name}',
  playVideo: 'Play {title}',
} as const;

export const GALLERY_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    gallery: 'Galerie {id}',
    unnamedImage: 'Bild {n}',
    openInLightbox: '{name} in der Großansicht öffnen',
    previous: 'Zurück',
    next: 'Weiter',
    previousImage: 'Vorheriges Bild',
    nextImage: 'Nächstes Bild',
    imageViewer: 'Bildansicht',
    close: 'Schließen',
    showCaption: 'Bildunterschrift zeigen',
    hideCaption: 'Bildunterschrift ausblenden',
    thumbnails: 'Vorschaubilder',
    showImage: '{name} zeigen',
    playVideo: '{title} abspielen',
  },
};
