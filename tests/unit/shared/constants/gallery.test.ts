import { describe, it, expect } from 'vitest';
import {
  CAROUSEL_RESPONSIVE_STEPS,
  GALLERY_BLOCK_DATA_KEYS,
  GALLERY_DEFAULTS,
  GALLERY_DESIGN_DEFAULTS,
  GALLERY_DESIGN_LAYOUTS,
  GALLERY_END_SIGNALS,
  GALLERY_TOUCH,
  LIGHTBOX,
  LIGHTBOX_THEMES,
  META_POSITIONS,
  NEW_SWIPE_BOUNDARIES,
  SLIDESHOW_TRANSITIONS,
  SLIDE_TYPES,
  STRIP_ALIGNMENTS,
  STRIP_ALIGNMENT_MAP,
  THUMBNAIL_STRIP,
  DEFAULT_SLIDESHOW_TRANSITION,
  DEFAULT_SLIDE_TYPE,
  DEFAULT_STRIP_ALIGNMENT,
  IMAGE_ASPECT_RATIO_AUTO,
  resolveGalleryLayout,
} from '../../../../src/shared/constants/gallery';

describe('gallery design → layout (spec media-and-reporting §2)', () => {
  it('has the spec table', () => {
    expect(GALLERY_DESIGN_LAYOUTS).toEqual({
      stacked: 'base',
      slider: 'strip',
      slideshow: 'stacked',
      grid: 'grid',
      autogrid: 'autogrid',
      autocolumns: 'autocolumns',
      carousel: 'carousel',
      list: 'list',
    });
  });

  it('resolves known designs and sends anything else to base', () => {
    expect(resolveGalleryLayout('slider')).toBe('strip');
    expect(resolveGalleryLayout('slideshow')).toBe('stacked');
    expect(resolveGalleryLayout('masonry')).toBe('base');
    expect(resolveGalleryLayout('toString')).toBe('base');
    expect(resolveGalleryLayout(undefined)).toBe('base');
    expect(resolveGalleryLayout(3)).toBe('base');
  });
});

describe('gallery enumerations (spec media-and-reporting §3-§5)', () => {
  it('has slide types, transitions, meta positions and boundaries', () => {
    expect(SLIDE_TYPES).toEqual(['image', 'video']);
    expect(DEFAULT_SLIDE_TYPE).toBe('image');
    expect(SLIDESHOW_TRANSITIONS).toEqual(['fade', 'kenBurns', 'scroll', 'swipe', 'newSwipe']);
    expect(DEFAULT_SLIDESHOW_TRANSITION).toBe('fade');
    expect(META_POSITIONS).toEqual(['top', 'bottom', 'top-left', 'bottom-left', 'top-right', 'bottom-right', 'center']);
    expect(NEW_SWIPE_BOUNDARIES).toEqual(['none', 'hard', 'inertial']);
    expect(LIGHTBOX_THEMES).toEqual(['light', 'dark']);
    expect(GALLERY_END_SIGNALS).toEqual({ BEGINNING: 'reachedBeginning', END: 'reachedEnd' });
    expect(IMAGE_ASPECT_RATIO_AUTO).toBe('Auto');
  });

  it('maps strip alignment left/center/right to start/middle/end, default middle', () => {
    expect(STRIP_ALIGNMENTS).toEqual(['start', 'middle', 'end']);
    expect(STRIP_ALIGNMENT_MAP).toEqual({ left: 'start', center: 'middle', right: 'end' });
    expect(DEFAULT_STRIP_ALIGNMENT).toBe('middle');
  });

  it('lists the block data keys', () => {
    expect(GALLERY_BLOCK_DATA_KEYS).toHaveLength(22);
    expect(GALLERY_BLOCK_DATA_KEYS).toContain('active-alignment');
    expect(GALLERY_BLOCK_DATA_KEYS).toContain('meta-position');
  });
});

describe('gallery defaults and limits (spec media-and-reporting §9)', () => {
  it('has the general defaults', () => {
    expect(GALLERY_DEFAULTS).toEqual({
      AUTOPLAY_TIMEOUT_MS: 5000,
      AUTOPLAY_DURATION_UNIT_MS: 1000,
      PREVIOUS_KEY_CODE: 37,
      NEXT_KEY_CODE: 39,
      IMAGE_QUEUE_CONCURRENCY: 16,
      IMAGE_QUEUE_CONCURRENCY_MOBILE: 1,
      RESIZE_EMITTER_TIMEOUT_MS: 300,
      RESIZE_EMITTER_TIMEOUT_IN_DESIGNS_MS: 100,
      HISTORY_QUERY_PARAM: 'itemId',
      NO_MOTION_QUERY_PARAM: 'nomotion',
      NO_MOTION_QUERY_VALUE: 'true',
      KEN_BURNS_ZOOM: 1.075,
      META_OVERFLOW_RATIO: 0.9,
      META_CAPPED_RATIO: 0.4,
    });
  });

  it('has the per-design defaults', () => {
    expect(GALLERY_DESIGN_DEFAULTS).toEqual({
      autocolumns: { columnWidth: 250, gutter: 0, behaviour: 'min' },
      autogrid: { columnWidth: 250, gutter: 0, behaviour: 'min' },
      autorows: { rowHeight: 250, gutter: 20, lightbox: true },
      grid: { perRow: 4, lightbox: true, padding: 20, thumbnailsPerRow: 4, fadeInMaxRandomDelayMs: 500 },
      carousel: { slidesPerRow: 3, gutterPercent: 1 },
      stacked: { speedS: 1, preloadCount: 1, autoHeight: true, fadeOutSpeedFactor: 1.2 },
      strip: { speedS: 0.5, preloadCount: 1, alignment: 'middle', vSize: 10 },
    });
  });

  it('has the carousel steps, thumbnail strip, touch and lightbox constants', () => {
    expect(CAROUSEL_RESPONSIVE_STEPS).toEqual([
      { belowWidthPx: 480, whenAbove: 1, slidesPerRow: 2 },
      { belowWidthPx: 724, whenAbove: 2, slidesPerRow: 3 },
    ]);
    expect(THUMBNAIL_STRIP).toEqual({ MAX_PADDING_PX: 5, VIDEO_THUMBNAIL_ASPECT: { width: 16, height: 9 } });
    expect(GALLERY_TOUCH).toEqual({
      SWIPE_MIN_DISTANCE_PX: 50,
      SWIPE_MAX_DURATION_MS: 250,
      NEW_SWIPE_DRAG_THRESHOLD_PX: 10,
      NEW_SWIPE_SNAP_WIDTH_FRACTION: 0.5,
      NEW_SWIPE_SNAP_VELOCITY: 1,
      NEW_SWIPE_NARROW_BELOW_PX: 767,
      NEW_SWIPE_TRANSITION_NARROW_S: { min: 0.2, max: 0.4 },
      NEW_SWIPE_TRANSITION_WIDE_S: { min: 0.3, max: 0.5 },
      SWIPE_ANIMATION_S: 0.28,
      SWIPE_THRESHOLD_WIDTH_DIVISOR: 2.25,
    });
    expect(LIGHTBOX).toEqual({
      DEFAULT_THEME: 'dark',
      NAVIGATION_THROTTLE_MS: 200,
      SPEED_S: 0.6,
      OVERLAY_OPACITY: 0.95,
      OVERLAY_FADE_S: 0.3,
    });
  });
});
