import { KEY_CODES } from './keyboard';

// Spec media-and-reporting §2: block design value → resulting gallery layout.
export const GALLERY_DESIGN_LAYOUTS = {
  stacked: 'base',
  slider: 'strip',
  slideshow: 'stacked',
  grid: 'grid',
  autogrid: 'autogrid',
  autocolumns: 'autocolumns',
  carousel: 'carousel',
  list: 'list',
} as const;

export type GalleryDesign = keyof typeof GALLERY_DESIGN_LAYOUTS;
export type GalleryLayout = (typeof GALLERY_DESIGN_LAYOUTS)[GalleryDesign];

// Spec media-and-reporting §3 (slide) and §4 (transitions, meta overlay, strip, click behaviour).
export const SLIDE_TYPES = ['image', 'video'] as const;

export const SLIDESHOW_TRANSITIONS = ['fade', 'kenBurns', 'scroll', 'swipe', 'newSwipe'] as const;
type SlideshowTransition = (typeof SLIDESHOW_TRANSITIONS)[number];
export const DEFAULT_SLIDESHOW_TRANSITION = 'fade' satisfies SlideshowTransition;
export const SCROLL_TRANSITION_DIRECTIONS = ['horizontal', 'vertical'] as const;
export const NEW_SWIPE_BOUNDARIES = ['none', 'hard', 'inertial'] as const;

export const META_POSITIONS = [
  'top',
  'bottom',
  'top-left',
  'bottom-left',
  'top-right',
  'bottom-right',
  'center',
] as const;

// Spec media-and-reporting §3: active-alignment of a gallery block; §5 maps it to strip alignment.
export const ACTIVE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const STRIP_ALIGNMENTS = ['start', 'middle', 'end'] as const;
type StripAlignment = (typeof STRIP_ALIGNMENTS)[number];
export const STRIP_ALIGNMENT_MAP = { left: 'start', center: 'middle', right: 'end' } as const;
export const DEFAULT_STRIP_ALIGNMENT = 'middle' satisfies StripAlignment;

// Spec media-and-reporting §4: next by default; "half" (ours) is the spec's "by which half was clicked".
export const SLIDESHOW_CLICK_BEHAVIOURS = ['next', 'previous', 'half'] as const;
// Spec media-and-reporting §4: a click on the active strip slide does next, previous or nothing.
export const STRIP_ACTIVE_CLICK_BEHAVIOURS = ['next', 'previous', 'nothing'] as const;
// Spec media-and-reporting §4: what previous/next signal at the ends without loop.
export const GALLERY_END_SIGNALS = { BEGINNING: 'reachedBeginning', END: 'reachedEnd' } as const;

export const LIGHTBOX_THEMES = ['light', 'dark'] as const;
// Spec media-and-reporting §3: imageAspectRatio "Auto" means no aspect ratio.
export const IMAGE_ASPECT_RATIO_AUTO = 'Auto';

// Spec media-and-reporting §9 (gallery) and §2 (query and history values).
export const GALLERY_DEFAULTS = {
  AUTOPLAY_TIMEOUT_MS: 5000,
  // autoplay-duration is given in seconds and converted to milliseconds.
  AUTOPLAY_DURATION_UNIT_MS: 1000,
  PREVIOUS_KEY_CODE: KEY_CODES.LEFT_ARROW,
  NEXT_KEY_CODE: KEY_CODES.RIGHT_ARROW,
  IMAGE_QUEUE_CONCURRENCY: 16,
  IMAGE_QUEUE_CONCURRENCY_MOBILE: 1,
  HISTORY_QUERY_PARAM: 'itemId',
  NO_MOTION_QUERY_PARAM: 'nomotion',
  NO_MOTION_QUERY_VALUE: 'true',
  KEN_BURNS_ZOOM: 1.075,
  // Meta text taller than 0.9 of the container is capped at 0.4 of it and marked overflow.
  META_OVERFLOW_RATIO: 0.9,
  META_CAPPED_RATIO: 0.4,
} as const;

// Spec media-and-reporting §9: defaults of each design.
export const GALLERY_DESIGN_DEFAULTS = {
  autocolumns: { columnWidth: 250, gutter: 0 },
  grid: { lightbox: true, padding: 20, thumbnailsPerRow: 4 },
  carousel: { slidesPerRow: 3, gutterPercent: 1 },
  stacked: { speedS: 1 },
  // vSize 10 applies only when neither aspectRatio nor vSize is given.
  strip: { speedS: 0.5, vSize: 10 },
} as const;

// Spec media-and-reporting §4: carousel slidesPerRow drops on narrow widths.
export const CAROUSEL_RESPONSIVE_STEPS = [
  { belowWidthPx: 480, whenAbove: 1, slidesPerRow: 2 },
  { belowWidthPx: 724, whenAbove: 2, slidesPerRow: 3 },
] as const;

export const THUMBNAIL_STRIP = { MAX_PADDING_PX: 5, VIDEO_THUMBNAIL_ASPECT: { width: 16, height: 9 } } as const;

// Spec media-and-reporting §9: touch thresholds.
export const GALLERY_TOUCH = {
  SWIPE_MIN_DISTANCE_PX: 50,
  SWIPE_MAX_DURATION_MS: 250,
  NEW_SWIPE_DRAG_THRESHOLD_PX: 10,
  NEW_SWIPE_SNAP_WIDTH_FRACTION: 0.5,
  NEW_SWIPE_SNAP_VELOCITY: 1,
  NEW_SWIPE_NARROW_BELOW_PX: 767,
  NEW_SWIPE_TRANSITION_NARROW_S: { min: 0.2, max: 0.4 },
  NEW_SWIPE_TRANSITION_WIDE_S: { min: 0.3, max: 0.5 },
  SWIPE_ANIMATION_S: 0.28,
  // The swipe threshold is the slide width divided by this.
  SWIPE_THRESHOLD_WIDTH_DIVISOR: 2.25,
} as const;

// Spec media-and-reporting §9: lightbox constants.
export const LIGHTBOX = {
  DEFAULT_THEME: 'dark',
  NAVIGATION_THROTTLE_MS: 200,
  SPEED_S: 0.6,
  OVERLAY_OPACITY: 0.95,
  OVERLAY_FADE_S: 0.3,
} as const;
