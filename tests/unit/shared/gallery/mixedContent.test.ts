import { describe, expect, it } from 'vitest';
import { GalleryData } from '../../../../src/shared/blocks/gallery';
import { getGalleryHydration } from '../../../../src/shared/gallery/galleryHydration';

// Spec media-and-reporting §3: mixedContent, read from the block data. Only a gallery that mixes images and
// videos plays its video slides; in any other a video slide shows as its poster picture and ships no player.
const slides = [
  { id: 'harbour', src: '/images/gallery-01.jpg', alt: 'Harbour', dimensions: '2400x1800' },
  {
    id: 'clip',
    type: 'video',
    src: '/images/gallery-08.jpg',
    alt: 'Lighthouse clip',
    dimensions: '2400x1800',
    video: { url: 'https://vimeo.com/1084537' },
  },
];

describe('gallery mixedContent', () => {
  it('keeps the video slide a video when set', () => {
    const data = GalleryData.parse({ design: 'stacked', mixedContent: true, slides });
    expect(data.slides[1]).toMatchObject({ type: 'video', video: { url: 'https://vimeo.com/1084537' } });
    expect(getGalleryHydration(data)).toBe('interaction');
  });

  it('shows the video slide as its poster picture when not set, and a still gallery then needs no script', () => {
    const data = GalleryData.parse({ design: 'stacked', slides });
    expect(data.mixedContent).toBe(false);
    expect(data.slides[1]).toMatchObject({ type: 'image', src: '/images/gallery-08.jpg', alt: 'Lighthouse clip' });
    expect(data.slides[1]!.video).toBeUndefined();
    expect(getGalleryHydration(data)).toBeNull();
  });
});
