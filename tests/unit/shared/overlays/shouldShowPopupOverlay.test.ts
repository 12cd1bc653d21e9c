import { describe, expect, it } from 'vitest';
import { shouldShowPopupOverlay, type PopupOverlayInput } from '../../../../src/shared/overlays/shouldShowPopupOverlay';
import {
  EMPTY_OVERLAY_MEMORY,
  parseOverlayMemory,
  serializeOverlayMemory,
} from '../../../../src/shared/overlays/PopupOverlayMemory';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-01T12:00:00Z');

function input(
  change: Omit<Partial<PopupOverlayInput>, 'settings'> & { settings?: Partial<PopupOverlayInput['settings']> } = {},
): PopupOverlayInput {
  return {
    pageType: 2,
    pathname: '/',
    search: '',
    isMobile: false,
    memory: EMPTY_OVERLAY_MEMORY,
    now: NOW,
    ...change,
    settings: {
      style: 'modal',
      version: 2,
      displayFrequency: 3,
      showUntilSignup: true,
      enableMobile: false,
      ...change.settings,
    },
  };
}

describe('shouldShowPopupOverlay (visitor-runtime §4)', () => {
  it('shows on a first visit', () => expect(shouldShowPopupOverlay(input())).toBe(true));

  it.each([
    ['style none', input({ settings: { style: 'none' } })],
    ['a phone without enableMobile', input({ isMobile: true })],
    ['a splash page', input({ pageType: 3 })],
    ['a 404 page', input({ pageType: 100 })],
    ['a lock-screen page', input({ pageType: 103 })],
    ['the screenshot flag', input({ search: '?a=1&screenshot=true' })],
    ['a page off its list', input({ pathname: '/store', settings: { pages: ['/blog'] } })],
  ])('is hidden on %s', (_name, value) => expect(shouldShowPopupOverlay(value)).toBe(false));

  it('shows on a phone with enableMobile and on a listed page', () => {
    expect(shouldShowPopupOverlay(input({ isMobile: true, settings: { enableMobile: true } }))).toBe(true);
    expect(shouldShowPopupOverlay(input({ pathname: '/blog', settings: { pages: ['/blog'] } }))).toBe(true);
  });

  it('shows again displayFrequency days after a close, never with -1', () => {
    const closed = (daysAgo: number) => ({ version: 2, submitted: false, dateClosed: NOW - daysAgo * DAY });
    expect(shouldShowPopupOverlay(input({ memory: closed(2.9) }))).toBe(false);
    expect(shouldShowPopupOverlay(input({ memory: closed(3) }))).toBe(true);
    expect(shouldShowPopupOverlay(input({ memory: closed(1000), settings: { displayFrequency: -1 } }))).toBe(false);
    expect(shouldShowPopupOverlay(input({ memory: closed(0), settings: { displayFrequency: 0 } }))).toBe(true);
  });

  it('shows a new version whatever was stored', () => {
    const memory = { version: 1, submitted: true, dateClosed: NOW };
    expect(shouldShowPopupOverlay(input({ memory, settings: { displayFrequency: -1 } }))).toBe(true);
  });

  it('stops after a sign-up only with showUntilSignup', () => {
    const memory = { version: 2, submitted: true, dateClosed: null };
    expect(shouldShowPopupOverlay(input({ memory }))).toBe(false);
    expect(shouldShowPopupOverlay(input({ memory, settings: { showUntilSignup: false } }))).toBe(true);
  });
});

describe('popup overlay memory (media-and-reporting §3 keys)', () => {
  it('round-trips under the keys version, submitted and date-closed', () => {
    const memory = { version: 4, submitted: true, dateClosed: NOW };
    const text = serializeOverlayMemory(memory);
    expect(JSON.parse(text)).toEqual({ version: 4, submitted: true, 'date-closed': NOW });
    expect(parseOverlayMemory(text)).toEqual(memory);
  });

  it.each([null, '', 'not json', '[]', '{"version":"2","date-closed":"x"}'])('reads %j as a first visit', (text) =>
    expect(parseOverlayMemory(text)).toEqual(EMPTY_OVERLAY_MEMORY),
  );
});
