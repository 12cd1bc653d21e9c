import { MAP_LIMITS } from '../constants/map';

// Spec media-and-reporting §7: the external maps script (the Maps JavaScript API's documented loader URL).
const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
// The origins the script and what it loads come from (Google's CSP allow-list guide): the content security
// policy names them on sites with a map block, and on no other.
export const MAPS_SCRIPT_ORIGINS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
// The global function the script calls once loaded (its callback parameter).
export const MAPS_CALLBACK_NAME = '__siteMapsReady';

// Spec media-and-reporting §7: the key travels in the page context base64-encoded.
export function encodeMapsKey(key: string): string {
  return btoa(key);
}
function decodeMapsKey(encoded: string): string {
  return atob(encoded);
}

// Spec media-and-reporting §7: language and region from the page locale ("en-GB": language en, region GB;
// "fr": language fr, no region).
export function readMapsLocale(locale: string): { language: string; region: string | null } {
  const [language = 'en', ...rest] = locale.split(/[-_]/);
  const region = rest.find((part) => /^([A-Za-z]{2}|[0-9]{3})$/.test(part)) ?? null;
  return { language: language.toLowerCase(), region: region?.toUpperCase() ?? null };
}

// Spec media-and-reporting §7: version 3, the callback name, the key (decoded from the page context's
// base64), language and region from the page locale.
export function buildMapsScriptUrl(encodedKey: string, locale: string): string {
  const { language, region } = readMapsLocale(locale);
  const query = new URLSearchParams({
    v: MAP_LIMITS.SCRIPT_VERSION,
    key: decodeMapsKey(encodedKey),
    callback: MAPS_CALLBACK_NAME,
    language,
  });
  if (region) query.set('region', region);
  return `${MAPS_SCRIPT_URL}?${query.toString()}`;
}
