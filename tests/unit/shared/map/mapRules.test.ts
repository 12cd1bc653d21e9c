import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapData } from '../../../../src/shared/blocks/map';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import { formatSiteDataIssues } from '../../../../src/shared/siteData/formatSiteDataIssues';
import {
  buildExternalMapsUrl,
  buildMapOptions,
  buildMarkerIcon,
  resolveMapView,
} from '../../../../src/shared/map/mapView';
import { buildMapsScriptUrl, encodeMapsKey, readMapsLocale } from '../../../../src/shared/map/mapsScript';
import { debounce } from '../../../../src/ui/blocks/map/debounce';
import demo from '../../../../sites/showcase/site.json';

describe('map block data (spec media-and-reporting §3)', () => {
  it('a block that sets nothing: a grey road map of New York at zoom 12 with its labels, zoom buttons, and gestures', () => {
    const data = MapData.parse({});
    expect(resolveMapView(data)).toEqual({
      center: { lat: 40.7128, lng: -74.006 },
      marker: { lat: 40.7128, lng: -74.006 },
      zoom: 12,
    });
    // What Google's map is given: Grayscale's rules and no rule hiding labels, Google's controls off but the
    // zoom buttons, the map dragged, wheeled and keyed.
    expect(buildMapOptions(data)).toEqual({
      center: { lat: 40.7128, lng: -74.006 },
      zoom: 12,
      mapTypeId: 'roadmap',
      styles: [{ stylers: [{ saturation: -100 }, { lightness: 5 }] }],
      disableDefaultUI: true,
      zoomControl: true,
      gestureHandling: 'auto',
      scrollwheel: true,
      keyboardShortcuts: true,
      clickableIcons: false,
    });
  });

  it('puts the marker at the centre while markerLat/markerLng are null, else where they say', () => {
    const centred = MapData.parse({ mapLat: 51.5, mapLng: -0.12, mapZoom: 15 });
    expect(resolveMapView(centred)).toEqual({
      center: { lat: 51.5, lng: -0.12 },
      marker: { lat: 51.5, lng: -0.12 },
      zoom: 15,
    });
    const placed = MapData.parse({ mapLat: 51.5, mapLng: -0.12, markerLat: 51.51, markerLng: -0.13 });
    expect(resolveMapView(placed).marker).toEqual({ lat: 51.51, lng: -0.13 });
  });

  it('reads the numeric editor enum as style names (its order differs from the names)', () => {
    const names = [1, 2, 3, 4, 5, 6].map((code) => MapData.parse({ style: code }).style);
    expect(names).toEqual(['Original', 'Grayscale', 'Satellite', 'MinimalLight', 'MinimalDark', 'MinimalBlue']);
    expect(MapData.safeParse({ style: 7 }).success).toBe(false);
    expect(MapData.safeParse({ style: 'Sepia' }).success).toBe(false);
  });

  it('refuses bad data at start-up, naming the JSON path', () => {
    const site = structuredClone(demo) as {
      pages: { id: string; sections: { blocks: { id: string; data: object }[] }[] }[];
    };
    const page = site.pages.findIndex((p) => p.id === 'contact');
    const section = site.pages[page]!.sections.findIndex((s) => s.blocks.some((b) => b.id === 'contact-map-block'));
    const blocks = site.pages[page]!.sections[section]!.blocks;
    const index = blocks.findIndex((b) => b.id === 'contact-map-block');
    const at = `$.pages[${page}].sections[${section}].blocks[${index}].data`;
    const issues = (data: object) => {
      blocks[index]!.data = data;
      const parsed = SiteData.safeParse(site);
      return parsed.success ? [] : formatSiteDataIssues(parsed.error);
    };
    expect(issues({ mapLat: 95, mapLng: 0 })).toEqual([`${at}.mapLat: expected a latitude: a number from -90 to 90`]);
    expect(issues({ markerLat: 50 })).toEqual([`${at}.markerLng: expected markerLng with markerLat`]);
    expect(issues({ mapZoom: 12.5 })).toEqual([`${at}.mapZoom: expected a zoom level: a whole number from 0 to 22`]);
    expect(issues({ style: 'Sepia' })).toEqual([
      `${at}.style: expected a map style: Original, Grayscale, Satellite, MinimalDark, MinimalLight, MinimalBlue, or its code 1 to 6`,
    ]);
    expect(issues({ aspectRatio: 10 })).toEqual([`${at}.aspectRatio: expected width / height: a number from 0.5 to 4`]);
  });

  it('turns the display options into Google map options', () => {
    expect(buildMapOptions(MapData.parse({ mapZoom: 9 })).zoom).toBe(9);
    const frozen = buildMapOptions(
      MapData.parse({ draggable: false, showControls: false, showLabels: false, showTerrain: true }),
    );
    expect(frozen).toMatchObject({
      gestureHandling: 'none',
      scrollwheel: false,
      zoomControl: false,
      mapTypeId: 'terrain',
    });
    expect(frozen.styles).toContainEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
    expect(buildMapOptions(MapData.parse({ style: 'Satellite' })).mapTypeId).toBe('hybrid');
    expect(buildMapOptions(MapData.parse({ style: 3, showLabels: false })).mapTypeId).toBe('satellite');
  });
});

describe('map pins (spec media-and-reporting §3)', () => {
  it('draws the styles dark or light pins of natural size 48x64 at half size, anchored at the tip', () => {
    const dark = buildMarkerIcon(MapData.parse({ style: 'MinimalLight' }));
    expect(dark).toMatchObject({ width: 24, height: 32, anchorX: 12, anchorY: 32 });
    const svg = decodeURIComponent(dark!.url.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(svg).toContain('width="48" height="64"');
    const light = buildMarkerIcon(MapData.parse({ style: 'MinimalDark' }));
    expect(light!.url).not.toBe(dark!.url);
    expect(buildMarkerIcon(MapData.parse({ style: 'Original' }))).toBeNull();
  });
});

describe('external maps page (spec media-and-reporting §2, §7)', () => {
  it('carries the marker position, the address text and the zoom level', () => {
    const data = MapData.parse({
      mapLat: 50.2,
      mapLng: -5.4,
      markerLat: 50.21,
      markerLng: -5.41,
      mapZoom: 16,
      addressTitle: 'Harbour & Pine',
      addressLine1: 'Quay Street',
      addressCountry: 'United Kingdom',
    });
    const url = new URL(buildExternalMapsUrl(data));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'Harbour & Pine, Quay Street, United Kingdom',
      ll: '50.21,-5.41',
      z: '16',
    });
    expect(new URL(buildExternalMapsUrl(MapData.parse({}))).searchParams.get('q')).toBe('40.7128,-74.006');
  });
});

describe('maps script URL (spec media-and-reporting §7)', () => {
  it('asks for version 3 with the callback, the key decoded from base64, language and region from the locale', () => {
    const url = new URL(buildMapsScriptUrl(encodeMapsKey('AIzaTestKey_123-x'), 'en-GB'));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: '3',
      key: 'AIzaTestKey_123-x',
      callback: '__siteMapsReady',
      language: 'en',
      region: 'GB',
    });
    expect(encodeMapsKey('AIzaTestKey_123-x')).toBe(Buffer.from('AIzaTestKey_123-x').toString('base64'));
  });

  it('reads language and region from locales with and without a region', () => {
    expect(readMapsLocale('fr-CA')).toEqual({ language: 'fr', region: 'CA' });
    expect(readMapsLocale('de')).toEqual({ language: 'de', region: null });
    expect(readMapsLocale('zh-Hant-TW')).toEqual({ language: 'zh', region: 'TW' });
    expect(new URL(buildMapsScriptUrl(encodeMapsKey('k'), 'de')).searchParams.has('region')).toBe(false);
  });
});

describe('map option updates (spec media-and-reporting §9: debounced 60 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, 60 ms after the last of a burst; cancel drops a pending run', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const update = debounce(run, 60);
    for (let i = 0; i < 5; i++) {
      update();
      vi.advanceTimersByTime(30);
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(29);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    update();
    update.cancel();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
