import { describe, expect, it } from 'vitest';
import { getAutoplayDelay, isAutoplayAllowed } from '../../../../src/shared/gallery/getAutoplayDelay';
import { getGalleryKeyAction } from '../../../../src/shared/gallery/getGalleryKeyAction';
import { buildItemIdValue, findItemIdIndex, writeItemId } from '../../../../src/shared/gallery/galleryHistory';
import { createThrottle } from '../../../../src/shared/gallery/createThrottle';

describe('autoplay (spec media-and-reporting §2 and §9)', () => {
  it('converts autoplay-duration seconds to ms, 5000 ms by default', () => {
    expect(getAutoplayDelay(3)).toBe(3000);
    expect(getAutoplayDelay(0.5)).toBe(500);
    expect(getAutoplayDelay(undefined)).toBe(5000);
    expect(getAutoplayDelay(0)).toBe(5000);
  });

  it('is disabled by nomotion=true', () => {
    expect(isAutoplayAllowed(true, '')).toBe(true);
    expect(isAutoplayAllowed(true, '?nomotion=true')).toBe(false);
    expect(isAutoplayAllowed(true, '?nomotion=false')).toBe(true);
    expect(isAutoplayAllowed(false, '')).toBe(false);
  });
});

describe('gallery keyboard (spec media-and-reporting §5 and §9)', () => {
  const base = { keyCode: 39, autoplay: false, inViewport: true, editingText: false, inMotion: false };
  it('maps 37 to previous and 39 to next', () => {
    expect(getGalleryKeyAction({ ...base, keyCode: 37 })).toBe('previous');
    expect(getGalleryKeyAction(base)).toBe('next');
    expect(getGalleryKeyAction({ ...base, keyCode: 38 })).toBeNull();
  });

  it('ignores keys while autoplay is on, outside the viewport, while editing text or in motion', () => {
    expect(getGalleryKeyAction({ ...base, autoplay: true })).toBeNull();
    expect(getGalleryKeyAction({ ...base, inViewport: false })).toBeNull();
    expect(getGalleryKeyAction({ ...base, editingText: true })).toBeNull();
    expect(getGalleryKeyAction({ ...base, inMotion: true })).toBeNull();
  });
});

describe('deep linking (spec media-and-reporting §2)', () => {
  const slides = [{ id: 's1', url: 'morning-tide' }, { id: 's2' }];
  it('writes the collection url, a slash, then the slide url or id as itemId', () => {
    expect(buildItemIdValue('https://site.test/gallery/', slides[0]!)).toBe('https://site.test/gallery/morning-tide');
    expect(buildItemIdValue('https://site.test/gallery', slides[1]!)).toBe('https://site.test/gallery/s2');
    expect(writeItemId('?a=1', 'x/y')).toBe('?a=1&itemId=x%2Fy');
  });

  it('selects the slide named by itemId on load', () => {
    expect(findItemIdIndex('?itemId=https%3A%2F%2Fsite.test%2Fgallery%2Fs2', slides)).toBe(1);
    expect(findItemIdIndex('?itemId=morning-tide', slides)).toBe(0);
    expect(findItemIdIndex('?itemId=nothing', slides)).toBe(-1);
    expect(findItemIdIndex('', slides)).toBe(-1);
  });
});

describe('lightbox throttle (spec media-and-reporting §9: 200 ms)', () => {
  it('allows one move per interval', () => {
    let now = 1000;
    const allow = createThrottle(200, () => now);
    expect(allow()).toBe(true);
    now = 1150;
    expect(allow()).toBe(false);
    now = 1200;
    expect(allow()).toBe(true);
  });
});
