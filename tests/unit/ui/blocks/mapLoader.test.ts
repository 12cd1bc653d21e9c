import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadGoogleMaps } from '../../../../src/ui/blocks/map/loadGoogleMaps';
import { placeMarker } from '../../../../src/ui/blocks/map/placeMarker';
import type { GoogleMapsApi, MapsWindow } from '../../../../src/ui/blocks/map/googleMaps';
import { MapData } from '../../../../src/shared/blocks/map';

// A window whose document records the scripts appended to its head; `arrive` plays the maps script
// arriving (it sets google.maps and calls the callback named in its URL).
function fakeWindow() {
  const scripts: { src: string; removed: boolean; fire: (type: string) => void }[] = [];
  const win = {
    document: {
      createElement: () => {
        const listeners: Record<string, () => void> = {};
        const script = {
          async: false,
          src: '',
          removed: false,
          addEventListener: (type: string, listener: () => void) => {
            listeners[type] = listener;
          },
          remove: () => {
            script.removed = true;
          },
          fire: (type: string) => listeners[type]?.(),
        };
        return script;
      },
      head: { append: (script: (typeof scripts)[number]) => scripts.push(script) },
    },
  } as unknown as MapsWindow;
  const arrive = () => {
    (win as { google?: unknown }).google = { maps: { Map: class {} } };
    const callback = new URL(scripts.at(-1)!.src).searchParams.get('callback')!;
    (win[callback] as () => void)();
  };
  return { win, scripts, arrive };
}

const SRC = 'https://maps.googleapis.com/maps/api/js?v=3&key=k&callback=__siteMapsReady&language=en';

describe('loadGoogleMaps (spec media-and-reporting §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the script once for every map of the page and resolves with google.maps on the callback', async () => {
    const { win, scripts, arrive } = fakeWindow();
    const first = loadGoogleMaps(win, SRC, 30_000);
    const second = loadGoogleMaps(win, SRC, 30_000);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(SRC);
    arrive();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(a.Map).toBeDefined();
    // Loaded: later maps take it as it is.
    await expect(loadGoogleMaps(win, SRC, 30_000)).resolves.toBe(a);
    expect(scripts).toHaveLength(1);
  });

  it('fails after 30 s without the callback (not before), drops the script, and a later call tries again', async () => {
    const { win, scripts, arrive } = fakeWindow();
    const load = loadGoogleMaps(win, SRC, 30_000);
    let failure: unknown = null;
    load.catch((error: unknown) => (failure = error));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(failure).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(failure)).toContain('did not load within 30000 ms');
    expect(scripts[0]!.removed).toBe(true);
    // The late script's callback does nothing now; a new attempt appends a new script.
    const retry = loadGoogleMaps(win, SRC, 30_000);
    expect(scripts).toHaveLength(2);
    arrive();
    await expect(retry).resolves.toBeDefined();
  });

  it('fails at once when the script cannot be fetched', async () => {
    const { win, scripts } = fakeWindow();
    const load = loadGoogleMaps(win, SRC, 30_000);
    scripts[0]!.fire('error');
    await expect(load).rejects.toThrow('Could not load the maps script');
  });
});

// A marker of the fake API: its options and listeners, and a way to fire its events.
function fakeMaps() {
  const markers: { options: Record<string, unknown>; fire: (event: string) => void; map: unknown }[] = [];
  const maps = {
    Size: class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
    },
    Point: class {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
    },
    Marker: class {
      readonly listeners: Record<string, () => void> = {};
      map: unknown;
      constructor(readonly options: Record<string, unknown>) {
        this.map = options.map;
        markers.push({ options, fire: (event) => this.listeners[event]?.(), map: this.map });
      }
      addListener(event: string, handler: () => void) {
        this.listeners[event] = handler;
        return { remove: () => delete this.listeners[event] };
      }
      setMap(map: unknown) {
        this.map = map;
      }
    },
  } as unknown as GoogleMapsApi;
  return { maps, markers };
}

describe('placeMarker (spec media-and-reporting §2–4)', () => {
  const data = MapData.parse({
    mapLat: 50.2,
    mapLng: -5.4,
    mapZoom: 14,
    addressTitle: 'Harbour & Pine',
    style: 'MinimalDark',
    markerDraggable: true,
  });

  it('puts one marker at the centre when unset, with the style pin drawn at half size', () => {
    const { maps, markers } = fakeMaps();
    placeMarker(maps, {} as never, data, () => undefined);
    expect(markers).toHaveLength(1);
    expect(markers[0]!.options).toMatchObject({
      position: { lat: 50.2, lng: -5.4 },
      draggable: true,
      title: 'Harbour & Pine',
    });
    const icon = markers[0]!.options.icon as {
      scaledSize: { width: number; height: number };
      anchor: { x: number; y: number };
    };
    expect(icon.scaledSize).toMatchObject({ width: 24, height: 32 });
    expect(icon.anchor).toMatchObject({ x: 12, y: 32 });
    const { markers: plain } = (() => {
      const f = fakeMaps();
      placeMarker(f.maps, {} as never, MapData.parse({ style: 'Original' }), () => undefined);
      return f;
    })();
    expect(plain[0]!.options.icon).toBeUndefined();
  });

  it('opens the external maps page on click with linkOnClick, and does nothing while dragging', () => {
    vi.useFakeTimers();
    const { maps, markers } = fakeMaps();
    const opened: string[] = [];
    placeMarker(maps, {} as never, data, (url) => opened.push(url));
    const marker = markers[0]!;
    marker.fire('dragstart');
    marker.fire('click');
    marker.fire('dragend');
    marker.fire('click');
    expect(opened).toEqual([]);
    vi.advanceTimersByTime(100);
    marker.fire('click');
    expect(opened).toHaveLength(1);
    expect(Object.fromEntries(new URL(opened[0]!).searchParams)).toEqual({
      q: 'Harbour & Pine',
      ll: '50.2,-5.4',
      z: '14',
    });
    vi.useRealTimers();
  });

  it('a block that says nothing of its marker: the marker stays put and a click opens the maps page', () => {
    const { maps, markers } = fakeMaps();
    const opened: string[] = [];
    placeMarker(maps, {} as never, MapData.parse({ mapLat: 50.2, mapLng: -5.4 }), (url) => opened.push(url));
    expect(markers[0]!.options.draggable).toBe(false);
    markers[0]!.fire('click');
    expect(opened.map((url) => new URL(url).searchParams.get('ll'))).toEqual(['50.2,-5.4']);
  });

  it('does not open anything without linkOnClick; remove takes the marker off the map', () => {
    const { maps, markers } = fakeMaps();
    const opened: string[] = [];
    const placed = placeMarker(maps, {} as never, MapData.parse({ linkOnClick: false }), (url) => opened.push(url));
    markers[0]!.fire('click');
    expect(opened).toEqual([]);
    placed.remove();
    expect((placed.marker as unknown as { map: unknown }).map).toBeNull();
  });
});
