import { lazy, Suspense, useState } from 'react';
import type { GalleryData } from '../../../shared/blocks/gallery';
import { requireGalleryLayout } from '../../../shared/gallery/requireGalleryDesign';
import { StaticGallery } from './StaticGallery';
import { MovingGallery } from './MovingGallery';

const Lightbox = lazy(() => import('./Lightbox'));

// Spec media-and-reporting §2 and §9: the block's design picks its layout; the moving ones use Swiper, the
// still ones plain CSS (and hydrate only for their lightbox, src/shared/gallery/galleryHydration.ts). The
// lightbox is fetched the first time it opens. Classes carry meta-position, auto-crop and square-thumbs.
export default function GalleryBlock({ id, data }: { id: string; data: GalleryData }) {
  const layout = requireGalleryLayout(data.design);
  const [lightboxAt, setLightboxAt] = useState<number | null>(null);
  const open = (index: number) => {
    if (data.lightbox) setLightboxAt(index);
  };
  return (
    <div
      className={`block-gallery gallery-design-${data.design} gallery-meta-${data['meta-position']} ${
        data['auto-crop'] ? 'gallery-crop' : 'gallery-no-crop'
      }${data['square-thumbs'] ? ' gallery-square-thumbs' : ''}`}
      data-design={data.design}
      data-layout={layout}
      aria-label={`Gallery ${id}`}
      role="region"
    >
      {layout === 'strip' || layout === 'stacked' || layout === 'carousel' ? (
        <MovingGallery layout={layout} data={data} onOpen={open} />
      ) : (
        <StaticGallery layout={layout} data={data} onOpen={open} />
      )}
      {lightboxAt !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            slides={data.slides}
            start={lightboxAt}
            theme={data.lightboxTheme}
            onClose={() => setLightboxAt(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
