import { writeSiteFile } from '../harness/writeSiteFile';

// The demo site's pictures, with their sizes, in the order a gallery shows them.
const PICTURES = ['2400x1600', '1600x2000', '2400x1600', '2000x2000', '2400x1350', '1600x2200'];
const LONG_CAPTION = Array.from({ length: 80 }, () => 'A long caption that keeps going.').join(' ');

/** `count` slides of the demo's pictures, their ids (and item URLs) `${prefix}-1`, `${prefix}-2`, … */
function gallerySlides(prefix: string, count: number, extra: Record<string, unknown> = {}) {
  return PICTURES.slice(0, count).map((dimensions, i) => ({
    id: `${prefix}-${i + 1}`,
    src: `/images/gallery-0${i + 1}.jpg`,
    alt: `Picture ${i + 1}`,
    dimensions,
    url: `${prefix}-${i + 1}`,
    title: `Picture ${i + 1}`,
    ...extra,
  }));
}

/** A page of one or more galleries, then two spacers so the page can scroll past them. */
function galleryPage(id: string, path: string, galleries: [blockId: string, data: Record<string, unknown>][]) {
  const spacer = (blockId: string) => ({ type: 'spacer', id: blockId, data: { heightPx: 400 } });
  const blocks = galleries.map(([blockId, data]) => ({ type: 'gallery', id: blockId, data }));
  return {
    id,
    path,
    title: id,
    pageType: 2,
    sections: [{ id: `${id}-s`, blocks: [...blocks, spacer(`${id}-sp`), spacer(`${id}-sp2`)] }],
  };
}

const slider = (alignment: string, prefix: string) => ({
  design: 'slider',
  activeSlideClick: 'previous',
  'active-alignment': alignment,
  vSize: 30,
  slides: gallerySlides(prefix, 5),
});
const newSwipe = (snapPoint: string) => ({
  design: 'slideshow',
  transition: 'newSwipe',
  loop: false,
  newSwipe: { boundaries: { start: 'hard', end: 'hard' }, snapPoints: [snapPoint] },
  slides: gallerySlides('ns', 5),
});

// The gallery fixture: a page for each behaviour the gallery tests drive, one gallery at the top of each
// (the home page's opens the page: its likely largest paint).
const GALLERY_SITE = {
  version: 1,
  website: {
    id: '5f1c0a7e9b1d4c0012345680',
    identifier: 'gallery-fixture',
    title: 'Gallery fixture',
    baseUrl: 'http://localhost:3000',
  },
  pages: [
    galleryPage('half', '/', [
      ['half-g', { design: 'slideshow', loop: false, clickBehaviour: 'half', slides: gallerySlides('half', 5) }],
    ]),
    galleryPage('swipe', '/swipe', [
      ['swipe-g', { design: 'slideshow', thumbnails: true, history: true, slides: gallerySlides('swipe', 5) }],
    ]),
    galleryPage('lightbox', '/lightbox', [['lightbox-g', { design: 'grid', slides: gallerySlides('lb', 5) }]]),
    galleryPage('autoplay', '/autoplay', [
      ['autoplay-g', { design: 'slideshow', autoplay: true, 'autoplay-duration': 1, slides: gallerySlides('auto', 5) }],
    ]),
    galleryPage('strip', '/strip', [['strip-g', slider('left', 'strip')]]),
    galleryPage('meta', '/meta', [
      [
        'meta-g',
        {
          design: 'slideshow',
          'meta-position': 'top',
          transition: 'kenBurns',
          slides: gallerySlides('meta', 3, { description: LONG_CAPTION }),
        },
      ],
    ]),
    galleryPage('still', '/still', [['still-g', { design: 'stacked', slides: gallerySlides('still', 2) }]]),
    galleryPage('newswipe', '/newswipe', [['newswipe-g', newSwipe('0%')]]),
    galleryPage('vertical', '/vertical', [
      [
        'vertical-g',
        { design: 'slideshow', transition: 'scroll', scrollDirection: 'vertical', slides: gallerySlides('v', 3) },
      ],
    ]),
    galleryPage('carousel', '/carousel', [
      ['carousel-g', { design: 'carousel', slidesPerRow: 3, loop: false, slides: gallerySlides('c', 6) }],
      ['carousel-fit', { design: 'carousel', slidesPerRow: 3, loop: false, slides: gallerySlides('fit', 3) }],
    ]),
    galleryPage('stripmid', '/strip-middle', [['stripmid-g', slider('center', 'stripmid')]]),
    galleryPage('stripend', '/strip-end', [['stripend-g', slider('right', 'stripend')]]),
    galleryPage('nshalf', '/newswipe-half', [['nshalf-g', newSwipe('50%')]]),
    galleryPage('random', '/random', [
      [
        'random-g',
        {
          design: 'slideshow',
          slides: gallerySlides('random', 5),
          transition: 'swipe',
          autoplay: true,
          'autoplay-duration': 0.5,
          'autoplay-random': true,
        },
      ],
    ]),
  ],
};

/** GALLERY_SITE written for a server to start on; returns the site file. */
export function writeGallerySite(): string {
  return writeSiteFile(GALLERY_SITE);
}
