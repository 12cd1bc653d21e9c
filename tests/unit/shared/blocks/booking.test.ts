import { describe, expect, it } from 'vitest';
import { BookingData } from '../../../../src/shared/blocks/booking';
import { chooseBookingLayout } from '../../../../src/shared/blocks/chooseBookingLayout';
import { buildBookingScriptUrl } from '../../../../src/shared/blocks/buildBookingScriptUrl';

describe('chooseBookingLayout (spec visitor-runtime §9)', () => {
  it('is wide above 850 px and standard at 850 px or less', () => {
    expect(chooseBookingLayout('opentable', 851)).toBe('wide');
    expect(chooseBookingLayout('opentable', 850)).toBe('standard');
    expect(chooseBookingLayout('opentable', 320)).toBe('standard');
  });

  it('gives Tock its column layout at 750 px or less', () => {
    expect(chooseBookingLayout('tock', 750)).toBe('column');
    expect(chooseBookingLayout('tock', 751)).toBe('standard');
    expect(chooseBookingLayout('tock', 900)).toBe('wide');
  });
});

describe('buildBookingScriptUrl', () => {
  it("loads OpenTable's own widget loader with the restaurant id, theme and language", () => {
    const data = BookingData.parse({ provider: 'opentable', restaurantId: '412810' });
    const url = new URL(buildBookingScriptUrl(data, 'wide', 'fr-CA'));
    expect(url.origin + url.pathname).toBe('https://www.opentable.com/widget/reservation/loader');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      rid: '412810',
      theme: 'wide',
      iframe: 'true',
      lang: 'fr-CA',
      ot_source: 'Restaurant website',
    });
    expect(new URL(buildBookingScriptUrl(data, 'column', 'en-US')).searchParams.get('theme')).toBe('standard');
  });

  it("loads Tock's tock.js, or the configured copy", () => {
    const data = BookingData.parse({ provider: 'tock', restaurantId: 'cafe' });
    expect(buildBookingScriptUrl(data, 'wide', 'en-US')).toBe('https://www.exploretock.com/tock.js');
    const local = BookingData.parse({ provider: 'tock', restaurantId: 'cafe', scriptUrl: '/vendor/tock.js' });
    expect(buildBookingScriptUrl(local, 'wide', 'en-US')).toBe('/vendor/tock.js');
  });

  it('refuses a restaurant id that could break out of the query, and a script from plain http', () => {
    expect(BookingData.safeParse({ provider: 'opentable', restaurantId: '1&x=2' }).success).toBe(false);
    expect(
      BookingData.safeParse({ provider: 'tock', restaurantId: 'a', scriptUrl: 'http://evil.test/x.js' }).success,
    ).toBe(false);
  });
});
