import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ImageData } from '../../../../src/shared/blocks/image';
import ImageBlock from '../../../../src/ui/blocks/image/ImageBlock';

const photo = { src: '/images/photo.jpg', alt: 'Boats', dimensions: '2400x1600' };

describe('image block', () => {
  it('writes srcset and sizes from its layout, lazily unless it is the likely largest paint', () => {
    const html = renderToString(<ImageBlock id="i" data={ImageData.parse({ ...photo, widthPercent: 50 })} />);
    expect(html).toContain('sizes="(min-width: 1196px) 550px, 50vw"');
    expect(html).toContain('/images/photo.jpg?format=1500w 1500w, /images/photo.jpg?format=2500w 2400w');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toMatch(/fetchPriority/i);
    const first = renderToString(<ImageBlock id="i" data={ImageData.parse(photo)} priority />);
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/fetchPriority="high"/i);
  });

  it('cover crops around the focal point, default 0.5, 0.5', () => {
    const centred = renderToString(
      <ImageBlock id="i" data={ImageData.parse({ ...photo, crop: 'cover', aspectRatio: '1:1' })} />,
    );
    expect(centred).toContain('object-fit:cover;object-position:50% 50%');
    const right = renderToString(
      <ImageBlock
        id="i"
        data={ImageData.parse({ ...photo, crop: 'cover', aspectRatio: '1:1', focalPoint: [0.6, 0.2] })}
      />,
    );
    expect(right).toContain('object-position:80% 50%');
    expect(right).toContain('aspect-ratio:1 / 1');
  });

  it('contain fits the whole picture, placed by alignment (center when none); none keeps its proportions', () => {
    const contained = renderToString(
      <ImageBlock id="i" data={ImageData.parse({ ...photo, crop: 'contain', aspectRatio: '1:1' })} />,
    );
    expect(contained).toContain('object-fit:contain;object-position:center');
    const top = renderToString(
      <ImageBlock id="i" data={ImageData.parse({ ...photo, crop: 'contain', aspectRatio: '1:1', alignment: 'top' })} />,
    );
    expect(top).toContain('object-position:top');
    const natural = renderToString(<ImageBlock id="i" data={ImageData.parse(photo)} />);
    expect(natural).not.toContain('object-fit');
  });

  it('gives an SVG drawing no variants', () => {
    const html = renderToString(<ImageBlock id="i" data={ImageData.parse({ ...photo, src: '/images/a.svg' })} />);
    expect(html).not.toMatch(/srcSet/i);
  });

  it('refuses a frame with a zero side', () => {
    expect(ImageData.safeParse({ ...photo, aspectRatio: '0:1' }).success).toBe(false);
  });
});
