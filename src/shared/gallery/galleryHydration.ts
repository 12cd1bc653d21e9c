import { GALLERY_DESIGN_LAYOUTS, type GalleryDesign } from '../constants/gallery';

// Which designs move (Swiper, timers, touch): the others are plain CSS.
const MOVING_LAYOUTS = ['strip', 'stacked', 'carousel'] as const;

function isMovingDesign(design: string): boolean {
  const layout = GALLERY_DESIGN_LAYOUTS[design as GalleryDesign];
  return (MOVING_LAYOUTS as readonly string[]).includes(layout);
}

// When a gallery island needs its script (issue 34: `/gallery` first load at most 90 KB on a phone). A moving
// design hydrates when it nears the viewport (its timers and gestures need it); a still design with a
// lightbox, or with a video slide (its play button), needs script only once touched (the island holds that
// first tap and replays it); a still design without either is finished HTML and is never shipped as an island.
export function getGalleryHydration(data: {
  design: string;
  lightbox: boolean;
  slides: readonly { type?: string }[];
}): 'visible' | 'interaction' | null {
  if (isMovingDesign(data.design)) return 'visible';
  return data.lightbox || data.slides.some((slide) => slide.type === 'video') ? 'interaction' : null;
}
