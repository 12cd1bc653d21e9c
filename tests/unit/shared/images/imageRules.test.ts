import { sizedImageUrl } from '../../../../src/shared/images/sizedImageUrl';
import { describe, expect, it } from 'vitest';
import { parseImageFormat } from '../../../../src/shared/images/parseImageFormat';
import { negotiateImageType } from '../../../../src/shared/images/negotiateImageType';
import { buildImageSrcset } from '../../../../src/shared/images/buildImageSrcset';
import { buildContentImageSizes } from '../../../../src/shared/images/buildImageSizes';
import { computeCoverPosition } from '../../../../src/shared/images/computeFocalPosition';
import { findLikelyLcpBlock } from '../../../../src/shared/images/findLikelyLcpBlock';

describe('image sizes asked for', () => {
  it.each(['2500w', '1500w', '1000w', '750w', '500w', '300w', '100w'])('accepts %s', (format) => {
    expect(parseImageFormat(format)).toEqual({ width: Number.parseInt(format, 10) });
  });
  it.each([undefined, '', '640w', '1000', 'w', '1000W', '01000w', '1000w ', ['1000w'], '-100w'])(
    'refuses %j',
    (format) => {
      expect(parseImageFormat(format)).toEqual({ error: expect.stringContaining('2500w, 1500w') });
    },
  );
});

describe('format negotiation', () => {
  it('prefers AVIF, then WebP, else the original type', () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    expect(negotiateImageType(chrome, 'jpeg')).toBe('avif');
    expect(negotiateImageType('image/webp,*/*', 'jpeg')).toBe('webp');
    expect(negotiateImageType('*/*', 'jpeg')).toBe('jpeg');
    expect(negotiateImageType(undefined, 'png')).toBe('png');
  });
  it('honours an explicit refusal (q=0)', () => {
    expect(negotiateImageType('image/avif;q=0, image/webp', 'jpeg')).toBe('webp');
  });
});

describe('srcset', () => {
  it('lists each width below the original and describes the next one by the original width', () => {
    expect(buildImageSrcset('/images/a.jpg', 800)).toBe(
      '/images/a.jpg?format=100w 100w, /images/a.jpg?format=300w 300w, /images/a.jpg?format=500w 500w, ' +
        '/images/a.jpg?format=750w 750w, /images/a.jpg?format=1000w 800w',
    );
  });
  it('stops at 2500 for large originals', () => {
    expect(buildImageSrcset('/images/a.png', 4000)?.split(', ').at(-1)).toBe('/images/a.png?format=2500w 2500w');
  });
  it('gives vector and foreign pictures none', () => {
    expect(buildImageSrcset('/images/a.svg', 800)).toBeUndefined();
    expect(buildImageSrcset('https://example.com/a.jpg', 800)).toBeUndefined();
  });
  it('sizes follow the share of the content column', () => {
    expect(buildContentImageSizes(100)).toBe('(min-width: 1196px) 1100px, 100vw');
    expect(buildContentImageSizes(50)).toBe('(min-width: 1196px) 550px, 50vw');
  });
});

describe('cover crop around the focal point', () => {
  const wide = { imageWidth: 2400, imageHeight: 1600, boxWidth: 1, boxHeight: 1 };
  it('keeps the default focal point (0.5, 0.5) centred', () => {
    expect(computeCoverPosition(wide, [0.5, 0.5])).toEqual([50, 50]);
  });
  it('centres an off-centre focal point, stopping at the edges', () => {
    // Square frame on a 3:2 picture: scaled height 1, width 1.5, overflow 0.5. Focal x 0.6 → offset 0.4.
    expect(computeCoverPosition(wide, [0.6, 0.5])).toEqual([80, 50]);
    expect(computeCoverPosition(wide, [0.95, 0.5])).toEqual([100, 50]);
    expect(computeCoverPosition(wide, [0.1, 0.5])).toEqual([0, 50]);
  });
  it('moves vertically when the frame is wider than the picture', () => {
    const tall = { imageWidth: 1000, imageHeight: 2000, boxWidth: 2, boxHeight: 1 };
    expect(computeCoverPosition(tall, [0.5, 0.25])[1]).toBeCloseTo(16.7, 1);
  });
});

describe('likely largest paint', () => {
  it('is the first picture among the first blocks', () => {
    const blocks = [
      { id: 'h', type: 'heading' },
      { id: 't', type: 'text' },
      { id: 'i', type: 'image' },
      { id: 'g', type: 'gallery' },
    ];
    expect(findLikelyLcpBlock(blocks)).toBe('i');
  });
  it('is none when the first pictures are far down or behind a tall block', () => {
    expect(
      findLikelyLcpBlock([
        { id: 'f', type: 'form' },
        { id: 'i', type: 'image' },
      ]),
    ).toBeNull();
    const texts = Array.from({ length: 5 }, (_, i) => ({ id: `t${i}`, type: 'text' }));
    expect(findLikelyLcpBlock([...texts, { id: 'i', type: 'image' }])).toBeNull();
  });
});

describe('sizedImageUrl (pictures the site data names without a size)', () => {
  it('asks the image service for one width of a site raster picture, and leaves vectors and other sites alone', () => {
    expect(sizedImageUrl('/images/red-bowl.jpg', 750)).toBe('/images/red-bowl.jpg?format=750w');
    expect(sizedImageUrl('/images/logo.svg', 750)).toBe('/images/logo.svg');
    expect(sizedImageUrl('https://cdn.example.com/a.jpg', 750)).toBe('https://cdn.example.com/a.jpg');
  });
});
