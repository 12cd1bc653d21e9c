import type { BrowserContext, Route } from 'playwright-core';

// A local fake of the Maps JavaScript API (the real one cannot be reached from here), served at Google's
// own script URL by Playwright routing, so the page's loader, its URL and the content security policy are
// the real ones. It implements the part of google.maps the block uses (Map, Marker, Size, Point), draws the
// map and its marker as plain elements, records what it was given in window.__fakeMaps, and calls the
// callback its URL names, as Google's loader does.
export const FAKE_MAPS_SCRIPT = `(() => {
  const record = (window.__fakeMaps = { maps: [], markers: [], setCenter: 0 });
  class Size { constructor(width, height) { this.width = width; this.height = height; } }
  class Point { constructor(x, y) { this.x = x; this.y = y; } }
  class Map {
    constructor(element, options) {
      this.element = element;
      this.options = options;
      const canvas = document.createElement('div');
      canvas.className = 'fake-map';
      canvas.style.cssText = 'position:absolute;inset:0;background:#cde';
      element.append(canvas);
      record.maps.push({ options: JSON.parse(JSON.stringify(options)) });
    }
    setCenter() { record.setCenter += 1; }
    setOptions() {}
  }
  class Marker {
    constructor(options) {
      this.listeners = {};
      const pin = document.createElement('button');
      pin.className = 'fake-marker';
      pin.dataset.lat = String(options.position.lat);
      pin.dataset.lng = String(options.position.lng);
      pin.style.cssText = 'position:absolute;left:50%;top:50%;padding:0;border:0;background:none';
      if (options.icon) {
        const img = document.createElement('img');
        img.src = options.icon.url;
        img.width = options.icon.scaledSize.width;
        img.height = options.icon.scaledSize.height;
        pin.append(img);
      } else pin.textContent = 'pin';
      pin.addEventListener('click', () => (this.listeners.click || []).forEach((f) => f()));
      options.map.element.append(pin);
      this.pin = pin;
      record.markers.push({ position: options.position, draggable: options.draggable, title: options.title, icon: options.icon ? { url: options.icon.url, width: options.icon.scaledSize.width, height: options.icon.scaledSize.height } : null });
    }
    addListener(event, handler) {
      (this.listeners[event] = this.listeners[event] || []).push(handler);
      return { remove: () => { this.listeners[event] = this.listeners[event].filter((f) => f !== handler); } };
    }
    setMap(map) { if (!map) this.pin.remove(); }
  }
  window.google = { maps: { Map, Marker, Size, Point } };
  const callback = new URL(document.currentScript.src).searchParams.get('callback');
  window[callback]();
})();`;

export const isMapsScript = (url: URL) =>
  url.origin === 'https://maps.googleapis.com' && url.pathname === '/maps/api/js';

export type MapsScriptMode = 'serve' | 'stall';

// Routes the maps script URL in a browser context: 'serve' answers with the fake, 'stall' never answers
// (a script that does not load) until `dropStalled`. Returns the URLs asked for, in order.
export async function routeMapsScript(
  context: BrowserContext,
  mode: () => MapsScriptMode,
): Promise<{ requests: string[]; dropStalled: () => Promise<void> }> {
  const requests: string[] = [];
  const stalled: Route[] = [];
  await context.route(isMapsScript, async (route) => {
    requests.push(route.request().url());
    if (mode() === 'stall') {
      stalled.push(route);
      return;
    }
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_MAPS_SCRIPT });
  });
  // The external maps page a marker click opens: answered here, nothing leaves the machine.
  await context.route(
    (url) => url.origin === 'https://www.google.com' && url.pathname === '/maps',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>maps page</title>' }),
  );
  const dropStalled = async () => {
    await Promise.all(stalled.splice(0).map((route) => route.abort('connectionreset')));
  };
  return { requests, dropStalled };
}
