import type { BlockType } from '../../shared/blocks/Block';
import type { HydrationPolicy } from './catalog';
import { getGalleryHydration } from '../../shared/gallery/galleryHydration';

// Block types whose own data decides when (or whether) the block hydrates, instead of their catalog entry's
// `hydrate`: a still gallery without a lightbox needs no script at all. Server-side only: the server writes
// the policy in each island's data-hydrate, which is all the browser reads, so this stays out of main.
export const hydrationByData: Partial<Record<BlockType, (data: never) => HydrationPolicy | null>> = {
  gallery: getGalleryHydration,
};
