import { GALLERY_DEFAULTS } from '../constants/gallery';

interface HistorySlide {
  id: string;
  url?: string | undefined;
}

// Spec media-and-reporting §2: with history on, itemId is the collection's url, a slash, the slide's url or id.
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
  return slides.findIndex((slide) => [value, last].some((key) => key === slide.id || key === slide.url));
}
