import { GALLERY_DEFAULTS } from '../constants/gallery';

interface HistorySlide {
  id: string;
  url?: string | undefined;
}

// Spec media-and-reporting §2: with history on, the current slide's url (or id) is written as the itemId
// value: the collection's full url, a trailing slash, then the slide url or id.
export function buildItemIdValue(collectionUrl: string, slide: HistorySlide): string {
  return `${collectionUrl.replace(/\/+$/, '')}/${slide.url ?? slide.id}`;
}

export function writeItemId(search: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(GALLERY_DEFAULTS.HISTORY_QUERY_PARAM, value);
  return `?${params.toString()}`;
}

// Spec media-and-reporting §2: on load, a matching itemId selects that slide; -1 when none matches.
export function findItemIdIndex(search: string, slides: readonly HistorySlide[]): number {
  const value = new URLSearchParams(search).get(GALLERY_DEFAULTS.HISTORY_QUERY_PARAM);
  if (!value) return -1;
  const last = value.replace(/\/+$/, '').split('/').pop() ?? '';
  return slides.findIndex(
    (slide) => slide.id === value || slide.url === value || slide.id === last || slide.url === last,
  );
}
