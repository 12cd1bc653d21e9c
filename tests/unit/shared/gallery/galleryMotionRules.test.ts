import { describe, expect, it, vi } from 'vitest';
import {
  classifySwipe,
  isNewSwipeDrag,
  newSwipeSnapPositions,
  newSwipeTransitionS,
  pickNewSwipeSnap,
  shouldNewSwipeSnap,
} from '../../../../src/shared/gallery/swipeGesture';
import { getSlideshowClickAction, getStripClickAction } from '../../../../src/shared/gallery/slideClick';
import { getMetaOverlayFit } from '../../../../src/shared/gallery/metaOverlay';
import { toEndAlignedPositions, toStripAlignment } from '../../../../src/shared/gallery/stripAlignment';
import { requireTransition } from '../../../../src/shared/gallery/requireTransition';
import { getTransitionOptions } from '../../../../src/shared/gallery/getTransitionOptions';
import { getGalleryHydration } from '../../../../src/shared/gallery/galleryHydration';
import { decodeGalleryData } from '../../../../src/shared/gallery/decodeGalleryData';
import { evaluateGalleryData } from '../../../../src/shared/gallery/evaluateGalleryData';
import { GalleryData } from '../../../../src/shared/blocks/gallery';

const slide = { id: 'a', src: '/a.jpg', alt: 'a', dimensions: '1200x800' };

describe('touch swipe (spec media-and-reporting §9)', () => {
  it('needs at least 50 px within 250 ms, mostly sideways', () => {
    expect(classifySwipe({ dx: -60, dy: 5, durationMs: 200 })).toBe('next');
    expect(classifySwipe({ dx: 60, dy: 5, durationMs: 200 })).toBe('previous');
    expect(classifySwipe({ dx: -49, dy: 0, durationMs: 100 })).toBeNull();
    expect(classifySwipe({ dx: -120, dy: 0, durationMs: 260 })).toBeNull();
    expect(classifySwipe({ dx: -60, dy: 80, durationMs: 100 })).toBeNull();
  });

  it('newSwipe: a drag after 10 px, snaps past half the width or above velocity 1, settles in 0.2–0.4 s narrow and 0.3–0.5 s wide', () => {
    expect(isNewSwipeDrag(10)).toBe(false);
    expect(isNewSwipeDrag(-11)).toBe(true);
    expect(shouldNewSwipeSnap(201, 400, 0.2)).toBe(true);
    expect(shouldNewSwipeSnap(100, 400, 1.2)).toBe(true);
    expect(shouldNewSwipeSnap(100, 400, 0.5)).toBe(false);
    expect(newSwipeTransitionS(400, 0)).toBe(0.4);
    expect(newSwipeTransitionS(400, 5)).toBe(0.2);
    expect(newSwipeTransitionS(1000, 0)).toBe(0.5);
    expect(newSwipeTransitionS(1000, 1)).toBe(0.3);
  });
});

describe('click rules (spec media-and-reporting §4)', () => {
  const click = {
    behaviour: 'next' as const,
    offsetX: 10,
    width: 400,
    onLink: false,
    onPlayingVideo: false,
    clickthroughUrl: undefined,
  };
  it('slideshow: next by default, previous, or by the half clicked; click-through navigates; links and playing videos ignored', () => {
    expect(getSlideshowClickAction(click)).toBe('next');
    expect(getSlideshowClickAction({ ...click, behaviour: 'previous' })).toBe('previous');
    expect(getSlideshowClickAction({ ...click, behaviour: 'half', offsetX: 100 })).toBe('previous');
    expect(getSlideshowClickAction({ ...click, behaviour: 'half', offsetX: 300 })).toBe('next');
    expect(getSlideshowClickAction({ ...click, clickthroughUrl: '/x' })).toBe('navigate');
    expect(getSlideshowClickAction({ ...click, onLink: true })).toBeNull();
    expect(getSlideshowClickAction({ ...click, onPlayingVideo: true })).toBeNull();
  });

  it('strip: another slide becomes current; the active one does next, previous or nothing', () => {
    expect(getStripClickAction(3, 1, 'next')).toEqual({ goTo: 3 });
    expect(getStripClickAction(1, 1, 'next')).toBe('next');
    expect(getStripClickAction(1, 1, 'previous')).toBe('previous');
    expect(getStripClickAction(1, 1, 'nothing')).toBeNull();
  });

  it('strip alignment: left/center/right map to start/middle/end, default middle, unknown refused', () => {
    expect(toStripAlignment('left')).toBe('start');
    expect(toStripAlignment('center')).toBe('middle');
    expect(toStripAlignment('right')).toBe('end');
    expect(toStripAlignment('end')).toBe('end');
    expect(toStripAlignment(undefined)).toBe('middle');
    expect(() => toStripAlignment('top')).toThrow(/start, middle or end/);
  });
});

describe('meta overlay (spec media-and-reporting §4)', () => {
  it('caps text taller than 0.9 of the container at 0.4 and marks overflow', () => {
    expect(getMetaOverlayFit(90, 100)).toEqual({ maxHeightPx: null, overflow: false });
    expect(getMetaOverlayFit(91, 100)).toEqual({ maxHeightPx: 40, overflow: true });
  });
});

describe('transitions (spec media-and-reporting §4, §5, §9)', () => {
  const settings = {
    scrollDirection: 'vertical' as const,
    newSwipe: { boundaries: { start: 'hard' as const, end: 'inertial' as const }, snapPoints: ['50%'] },
  };
  it('fade by default; an unknown name throws the spec message', () => {
    expect(requireTransition(undefined)).toBe('fade');
    expect(() => requireTransition('wipe')).toThrow('Could not find transition named wipe');
  });

  it('asks Swiper for only what each transition uses', () => {
    expect(getTransitionOptions('fade', settings, 1.075)).toMatchObject({
      effect: 'fade',
      speedMs: 1000,
      modules: ['fade'],
    });
    expect(getTransitionOptions('kenBurns', settings, 1.075)).toMatchObject({ effect: 'fade', kenBurnsZoom: 1.075 });
    expect(getTransitionOptions('scroll', settings, 1.075)).toMatchObject({
      effect: 'slide',
      direction: 'vertical',
      modules: [],
    });
    expect(getTransitionOptions('swipe', settings, 1.075)).toMatchObject({ speedMs: 280, longSwipesRatio: 1 / 2.25 });
    // With snap points Swiper leaves it where the finger let go; the gallery settles it on a snap point.
    expect(getTransitionOptions('newSwipe', settings, 1.075)).toMatchObject({
      threshold: 10,
      longSwipesRatio: 0.5,
      resistanceRatio: 0,
      freeMode: { enabled: true, momentum: false, sticky: false },
      modules: ['freeMode'],
    });
    const free = { ...settings, newSwipe: { ...settings.newSwipe, snapPoints: 'none' as const } };
    expect(getTransitionOptions('newSwipe', free, 1.075)).toMatchObject({
      freeMode: { enabled: true, momentum: true, sticky: false },
      modules: ['freeMode'],
    });
  });

  it('validates newSwipe options and refuses unknown transitions in block data', () => {
    const bad = (data: object) => GalleryData.safeParse({ design: 'slideshow', slides: [slide], ...data });
    expect(bad({ transition: 'wipe' }).error?.issues[0]?.message).toBe('Could not find transition named wipe');
    expect(bad({ newSwipe: { boundaries: { start: 'soft', end: 'hard' } } }).success).toBe(false);
    expect(bad({ newSwipe: { snapPoints: ['50'] } }).error?.issues[0]?.message).toMatch(/percent sign or be none/);
    expect(bad({ newSwipe: { resizeThreshold: '5' } }).error?.issues[0]?.message).toMatch(/must be a number/);
    expect(bad({ newSwipe: { snapPoints: ['25%', '50%'] } }).success).toBe(true);
    expect(bad({ columnWidth: '300' }).data?.columnWidth).toBe(300);
  });
});

describe('design defaults (spec media-and-reporting §9)', () => {
  it('grid has its lightbox on, the others off; the strip gets vSize 10 without aspectRatio or vSize', () => {
    expect(GalleryData.parse({ design: 'grid', slides: [slide] }).lightbox).toBe(true);
    expect(GalleryData.parse({ design: 'grid', lightbox: false, slides: [slide] }).lightbox).toBe(false);
    expect(GalleryData.parse({ design: 'list', slides: [slide] }).lightbox).toBe(false);
    expect(GalleryData.parse({ design: 'slider', slides: [slide] }).vSize).toBe(10);
    expect(GalleryData.parse({ design: 'slider', aspectRatio: 50, slides: [slide] }).vSize).toBeUndefined();
  });

  it('hydrates moving designs when visible, still ones with a lightbox or a video on interaction, others never', () => {
    const images = [{ type: 'image' }];
    expect(getGalleryHydration({ design: 'slideshow', lightbox: false, slides: images })).toBe('visible');
    expect(getGalleryHydration({ design: 'carousel', lightbox: true, slides: images })).toBe('visible');
    expect(getGalleryHydration({ design: 'grid', lightbox: true, slides: images })).toBe('interaction');
    expect(getGalleryHydration({ design: 'stacked', lightbox: false, slides: images })).toBeNull();
    // A video slide's play button needs the player's script.
    expect(getGalleryHydration({ design: 'stacked', lightbox: false, slides: [...images, { type: 'video' }] })).toBe(
      'interaction',
    );
  });
});

describe('block data from a JSON attribute (spec media-and-reporting §8)', () => {
  it('logs the decode message for bad JSON and the evaluate message for unusable data', () => {
    const log = vi.fn();
    const evaluate = (value: unknown) => {
      const result = GalleryData.safeParse(value);
      return result.success ? result.data : null;
    };
    expect(decodeGalleryData('{bad', evaluate, log)).toBeNull();
    expect(log).toHaveBeenLastCalledWith('Error decoding gallery block data.', expect.any(SyntaxError));
    expect(decodeGalleryData('{"design":"grid"}', evaluate, log)).toBeNull();
    expect(log).toHaveBeenLastCalledWith('Error evaluating gallery block data.');
    expect(decodeGalleryData(JSON.stringify({ design: 'grid', slides: [slide] }), evaluate, log)?.design).toBe('grid');
    expect(log).toHaveBeenCalledTimes(2);
  });

  it("the browser's check takes the server's block data and refuses what it cannot draw", () => {
    const log = vi.fn();
    const server = GalleryData.parse({ design: 'slider', 'active-alignment': 'right', slides: [slide] });
    expect(decodeGalleryData(JSON.stringify(server), evaluateGalleryData, log)).toEqual(server);
    expect(log).not.toHaveBeenCalled();
    expect(decodeGalleryData('{"design":"slider",', evaluateGalleryData, log)).toBeNull();
    expect(log).toHaveBeenLastCalledWith('Error decoding gallery block data.', expect.any(SyntaxError));
    const unusable = [
      { ...server, design: 'masonry' },
      { ...server, transition: 'wipe' },
      { ...server, slides: [] },
      { ...server, slides: [{ ...server.slides[0], dimensions: 'big' }] },
      { ...server, loop: 'yes' },
      [server],
    ];
    for (const value of unusable) {
      log.mockClear();
      expect(decodeGalleryData(JSON.stringify(value), evaluateGalleryData, log)).toBeNull();
      expect(log.mock.calls[0]?.[0]).toBe('Error evaluating gallery block data.');
    }
    // An unknown design carries the spec's own message (§5) as the cause.
    decodeGalleryData(JSON.stringify({ ...server, design: 'masonry' }), evaluateGalleryData, log);
    expect(String(log.mock.lastCall?.[1])).toContain('These are not the gallery designs you are looking for masonry');
  });
});

describe('newSwipe snap points (spec media-and-reporting §5 and §9)', () => {
  it("rest at each percentage of every slide, the slides' starts always, nothing past the last start", () => {
    expect(newSwipeSnapPositions(['50%'], 400, 3)).toEqual([0, 200, 400, 600, 800]);
    expect(newSwipeSnapPositions(['0%'], 400, 3)).toEqual([0, 400, 800]);
    expect(newSwipeSnapPositions(['25%', '75%'], 100, 2)).toEqual([0, 25, 75, 100]);
    // 150 % of a slide is half-way into the next one.
    expect(newSwipeSnapPositions(['150%'], 400, 2)).toEqual([0, 200, 400]);
  });

  it('settle past half the gap or above 1 px/ms, else fall back; 10 px or less is no drag', () => {
    const positions = newSwipeSnapPositions(['50%'], 400, 3);
    const settle = (from: number, to: number, velocityPxPerMs = 0.2) =>
      pickNewSwipeSnap({ from, to, velocityPxPerMs, positions });
    expect(settle(0, 140)).toBe(200);
    expect(settle(0, 90)).toBe(0);
    expect(settle(0, 60, 1.5)).toBe(200);
    expect(settle(200, 208, 3)).toBe(200);
    // Backwards, and past several resting places: from the last one passed.
    expect(settle(800, 690)).toBe(600);
    expect(settle(800, 700)).toBe(800);
    expect(settle(800, 340)).toBe(400);
    expect(settle(800, 290)).toBe(200);
    // Nothing past either end.
    expect(settle(800, 900, 2)).toBe(800);
    expect(settle(0, -40, 2)).toBe(0);
    // Without percentages of their own (0 %) it is the §9 rule for a slide's width.
    const slides = newSwipeSnapPositions(['0%'], 400, 3);
    expect(pickNewSwipeSnap({ from: 0, to: 201, velocityPxPerMs: 0.2, positions: slides })).toBe(400);
    expect(pickNewSwipeSnap({ from: 0, to: 199, velocityPxPerMs: 0.2, positions: slides })).toBe(0);
    expect(pickNewSwipeSnap({ from: 0, to: 100, velocityPxPerMs: 1.2, positions: slides })).toBe(400);
  });
});

describe('strip alignment end (spec media-and-reporting §4 and §5)', () => {
  it("moves each slide's resting place from centred to its right edge at the strip's right edge", () => {
    // Slides 300 and 200 wide, 8 px apart, in a 1000 px strip: left edges 0 and 308.
    const sizes = [300, 200];
    const centred = [0 + 150 - 500, 308 + 100 - 500];
    expect(toEndAlignedPositions(centred, sizes, 1000)).toEqual([300 - 1000, 308 + 200 - 1000]);
  });
});
