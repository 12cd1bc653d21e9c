import { describe, expect, it } from 'vitest';
import { requireGalleryLayout } from '../../../../src/shared/gallery/requireGalleryDesign';

describe('gallery design → layout (spec media-and-reporting §2 and §5)', () => {
  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['carousel', 'carousel'],
    ['list', 'list'],
  ])('%s gives %s', (design, layout) => {
    expect(requireGalleryLayout(design)).toBe(layout);
  });

  it('gives the base layout when no design is set', () => {
    expect(requireGalleryLayout(undefined)).toBe('base');
    expect(requireGalleryLayout('')).toBe('base');
  });

  it('throws the spec message followed by the name for an unknown design', () => {
    expect(() => requireGalleryLayout('masonry')).toThrow(
      'These are not the gallery designs you are looking for masonry',
    );
    expect(() => requireGalleryLayout('toString')).toThrow(/toString$/);
  });
});
