import { lazy, Suspense, useState } from 'react';
import type { GalleryData } from '../../../shared/blocks/gallery';
import { requireGalleryLayout } from '../../../shared/gallery/requireGalleryDesign';
import { decodeGalleryData } from '../../../shared/gallery/decodeGalleryData';
import { evaluateGalleryData } from '../../../shared/gallery/evaluateGalleryData';
import { StaticGallery } from './StaticGallery';
import { fillWords } from '../../../shared/words/fillWords';
import { GalleryWordsContext, type GalleryWords } from './useGalleryWords';
import { MovingGallery } from './MovingGallery';

const Lightbox = lazy(() => import('./Lightbox'));

export interface GalleryBlockProps {
  id: string;
  /** The block's data as JSON text (resolvers.ts): what the page carries and the browser decodes. */
  json: string;
  /** The gallery controls' names in the site's language (resolvers.ts). */
  words: GalleryWords;
  /** The page's likely largest paint: the first picture is fetched first and never lazily. */
  priority?: boolean;
}

const logToConsole = (message: string, error?: unknown) =>
  error === undefined ? console.error(message) : console.error(message, error);

// Spec media-and-reporting §3 and §8: block data that cannot be decoded or evaluated is logged, and the
// gallery keeps the HTML the server drew; the visitor sees no error.
export default function GalleryBlock({ id, json, words, priority = false }: GalleryBlockProps) {
  const [data] = useState(() => decodeGalleryData(json, evaluateGalleryData, logToConsole));
  // Hydrating an element that sets its inner HTML leaves the server's children as they are.
  if (!data) return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <GalleryWordsContext.Provider value={words}>
      <Gallery id={id} data={data} priority={priority} words={words} />
    </GalleryWordsContext.Provider>
  );
}

// Spec media-and-reporting §2 and §9: the design picks the layout, moving (Swiper) or still (plain CSS);
// the lightbox is fetched the first time it opens.
function Gallery({
  id,
  data,
  priority,
  words,
}: {
  id: string;
  data: GalleryData;
  priority: boolean;
  words: GalleryWords;
}) {
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
      aria-label={fillWords(words.gallery, { id })}
      role="region"
    >
      {layout === 'strip' || layout === 'stacked' || layout === 'carousel' ? (
        <MovingGallery layout={layout} data={data} onOpen={open} priority={priority} />
      ) : (
        <StaticGallery layout={layout} data={data} onOpen={open} priority={priority} />
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
