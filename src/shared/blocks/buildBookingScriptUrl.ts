import type { BookingData } from './booking';
import type { BookingLayout } from './chooseBookingLayout';

// The providers' documented embed scripts: OpenTable's reservation widget loader (rid, type, theme,
// iframe, domain, lang…, inserted where its script element stands) and Tock's tock.js (initialised
// through the global tock() with the business name).
export const OPENTABLE_LOADER_URL = 'https://www.opentable.com/widget/reservation/loader';
export const TOCK_SCRIPT_URL = 'https://www.exploretock.com/tock.js';

export function buildBookingScriptUrl(data: BookingData, layout: BookingLayout, locale: string): string {
  if (data.provider === 'tock') return data.scriptUrl ?? TOCK_SCRIPT_URL;
  const query = new URLSearchParams({
    rid: data.restaurantId,
    type: 'standard',
    theme: layout === 'wide' ? 'wide' : 'standard',
    color: '1',
    dark: 'false',
    iframe: 'true',
    domain: 'com',
    lang: locale,
    newtab: 'false',
    ot_source: 'Restaurant website',
  });
  const base = data.scriptUrl ?? OPENTABLE_LOADER_URL;
  return `${base}${base.includes('?') ? '&' : '?'}${query.toString()}`;
}
