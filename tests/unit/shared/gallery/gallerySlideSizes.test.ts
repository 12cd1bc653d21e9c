import { describe, expect, it } from 'vitest';
import { GalleryData } from '../../../../src/shared/blocks/gallery';
import { gallerySlideSizes } from '../../../../src/shared/gallery/gallerySlideSizes';

const data = (fields: Record<string, unknown>) =>
  GalleryData.parse({
    design: 'grid',
    slides: [{ id: 'a', src: '/images/a.jpg', alt: 'A', dimensions: '2400x1600' }],
    ...fields,
  });

describe('gallerySlideSizes', () => {
  it('shares the column among a grid row, and gives a list picture its own share', () => {
    expect(gallerySlideSizes('grid', data({ 'thumbnails-per-row': 4 }))).toBe('(min-width: 1196px) 275px, 25vw');
    expect(gallerySlideSizes('list', data({ design: 'list', listImageSize: 40 }))).toBe(
      '(min-width: 1196px) 440px, 40vw',
    );
  });

  it('follows a carousel as its slides per row drop on narrow screens', () => {
    expect(gallerySlideSizes('carousel', data({ design: 'carousel', slidesPerRow: 4 }))).toBe(
      '(max-width: 479px) 50vw, (max-width: 723px) 33vw, (min-width: 1196px) 275px, 25vw',
    );
    expect(gallerySlideSizes('carousel', data({ design: 'carousel', slidesPerRow: 1 }))).toBe(
      '(max-width: 479px) 100vw, (max-width: 723px) 100vw, (min-width: 1196px) 1100px, 100vw',
    );
  });

  it('draws the moving one-at-a-time designs across the column', () => {
    expect(gallerySlideSizes('stacked', data({ design: 'slideshow' }))).toBe('(min-width: 1196px) 1100px, 100vw');
  });
});
