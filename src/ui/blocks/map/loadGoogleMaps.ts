import { MAPS_CALLBACK_NAME } from '../../../shared/map/mapsScript';
import type { GoogleMapsApi, MapsWindow } from './googleMaps';

// The load under way in each window (a page has one: this module is loaded once per page).
const loads = new WeakMap<MapsWindow, Promise<GoogleMapsApi>>();

// Spec media-and-reporting §4 and §9: the maps script loads once per page, however many map blocks it has
// (they share this promise), and fails if it has not called back within `timeoutMs` (30 s) or cannot be
// fetched. A failed load is forgotten, so a later attempt (the visitor's "Try again") loads it afresh.
export function loadGoogleMaps(win: MapsWindow, src: string, timeoutMs: number): Promise<GoogleMapsApi> {
  const ready = win.google?.maps;
  if (ready?.Map) return Promise.resolve(ready);
  const pending = loads.get(win);
  if (pending) return pending;
  const attempt = new Promise<GoogleMapsApi>((resolve, reject) => {
    const script = win.document.createElement('script');
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        script.remove();
        // A script that arrives after its time is up finds a callback that does nothing.
        win[MAPS_CALLBACK_NAME] = () => undefined;
        reject(error);
        return;
      }
      const maps = win.google?.maps;
      if (maps?.Map) resolve(maps);
      else reject(new Error('The maps script called back without google.maps'));
    };
    const timer = setTimeout(() => settle(new Error(`The maps script did not load within ${timeoutMs} ms`)), timeoutMs);
    win[MAPS_CALLBACK_NAME] = () => settle(null);
    script.async = true;
    script.src = src;
    script.addEventListener('error', () => settle(new Error(`Could not load the maps script ${src}`)));
    win.document.head.append(script);
  });
  loads.set(win, attempt);
  attempt.catch(() => {
    if (loads.get(win) === attempt) loads.delete(win);
  });
  return attempt;
}
