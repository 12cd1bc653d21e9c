import { describe, expect, it } from 'vitest';
import { describeRelativeTime } from '../../../../src/shared/overlays/describeRelativeTime';
import { placeTooltip } from '../../../../src/shared/overlays/placeTooltip';
import { fitFontSize } from '../../../../src/shared/overlays/fitFontSize';
import { readAnimationThreshold } from '../../../../src/shared/blocks/readAnimationThreshold';

describe('describeRelativeTime (media-and-reporting §9)', () => {
  const t = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    [0, 'just now'],
    [999, 'just now'],
    [1000, 'about 1 seconds ago'],
    [59_999, 'about 59 seconds ago'],
    [60_000, null],
    [-5000, 'just now'],
    [-60_000, null],
  ])('%d ms later reads %s', (elapsed, expected) => expect(describeRelativeTime(t, t + elapsed)).toBe(expected));

  // A German site: the same steps in German; a language the runtime does not write reads the spec's English.
  it.each([
    [0, 'de-DE', 'jetzt'],
    [-5000, 'de-DE', 'jetzt'],
    [1000, 'de-DE', 'vor 1 Sekunde'],
    [59_999, 'de-AT', 'vor 59 Sekunden'],
    [60_000, 'de-DE', null],
    [5000, 'fr-FR', 'about 5 seconds ago'],
  ])('%d ms later in %s reads %s', (elapsed, locale, expected) =>
    expect(describeRelativeTime(t, t + elapsed, locale)).toBe(expected),
  );
});

describe('placeTooltip (media-and-reporting §9)', () => {
  const viewport = { width: 1000, height: 800 };
  const tip = { width: 250, height: 60 };
  it('sits 15 px right of and below the cursor', () =>
    expect(placeTooltip({ x: 100, y: 100 }, tip, viewport)).toEqual({ left: 115, top: 115 }));
  it('keeps 20 px from the right and left edges', () => {
    expect(placeTooltip({ x: 900, y: 100 }, tip, viewport).left).toBe(1000 - 20 - 250);
    expect(placeTooltip({ x: 0, y: 100 }, tip, { width: 200, height: 800 }).left).toBe(20);
  });
  it('goes above the cursor when there is no room below', () =>
    expect(placeTooltip({ x: 100, y: 780 }, tip, viewport).top).toBe(780 - 15 - 60));
});

describe('fitFontSize (media-and-reporting §9 text shrink)', () => {
  // A word of 20 characters, each 0.6 of the font size wide, in a 240 px box: fits at 20 px.
  const overflows = (size: number) => 20 * 0.6 * size > 240;
  it('finds the largest whole size that fits', () => expect(fitFontSize(48, overflows)).toBe(20));
  it('keeps a size that fits', () => expect(fitFontSize(18, overflows)).toBe(18));
  it('never goes under 11 px', () => expect(fitFontSize(48, () => true)).toBe(11));
});

describe('readAnimationThreshold (visitor-runtime §9)', () => {
  it.each([
    ['0', 0],
    ['0.1', 0.1],
    ['0.25', 0.25],
    ['0.5', 0.5],
    ['1', 1],
    ['0.3', 0],
    [null, 0],
  ])('%s reads %s', (value, expected) => expect(readAnimationThreshold(value)).toBe(expected));
});
