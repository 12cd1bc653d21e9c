import type { MapData } from '../blocks/map';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_LIMITS } from '../constants/map';
import { MAP_STYLE_PIN, MAP_STYLE_RULES, type MapTypeStyle } from './mapStyles';

export interface LatLng {
  lat: number;
  lng: number;
}

interface MapView {
  center: LatLng;
  marker: LatLng;
  zoom: number;
}

// Spec media-and-reporting §3: the centre defaults to the fixed New York point, the zoom to 12, and the
// marker to the map's centre while markerLat/markerLng are null.
export function resolveMapView(data: MapData): MapView {
  const center =
    data.mapLat !== null && data.mapLng !== null ? { lat: data.mapLat, lng: data.mapLng } : { ...MAP_DEFAULT_CENTER };
  const marker =
    data.markerLat !== null && data.markerLng !== null ? { lat: data.markerLat, lng: data.markerLng } : center;
  return { center, marker, zoom: data.mapZoom ?? MAP_DEFAULT_ZOOM };
}

// The address as one line: title, lines and country, the empty ones left out.
export function formatMapAddress(data: MapData): string {
  return [data.addressTitle, data.addressLine1, data.addressLine2, data.addressCountry]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

// Spec media-and-reporting §2 and §7: the external maps page a marker click opens, carrying the marker's
// position, the address text and the zoom level as query values (Google Maps' q, ll and z). Also the
// placeholder's link, so the address is one tap away before (or without) any script.
export function buildExternalMapsUrl(data: MapData): string {
  const { marker, zoom } = resolveMapView(data);
  const position = `${marker.lat},${marker.lng}`;
  const query = new URLSearchParams({ q: formatMapAddress(data) || position, ll: position, z: String(zoom) });
  return `https://www.google.com/maps?${query.toString()}`;
}

// The options of google.maps.Map for a block (MapOptions of the Maps JavaScript API, version 3).
export interface MapOptions {
  center: LatLng;
  zoom: number;
  mapTypeId: 'roadmap' | 'terrain' | 'satellite' | 'hybrid';
  styles: MapTypeStyle[];
  disableDefaultUI: boolean;
  zoomControl: boolean;
  gestureHandling: 'auto' | 'none';
  scrollwheel: boolean;
  keyboardShortcuts: boolean;
  clickableIcons: boolean;
}

// Spec media-and-reporting §3: the style and the display options as Google's map options. Satellite shows
// imagery (with its labels as hybrid); showTerrain draws relief on the road styles; showLabels false hides
// every label; draggable false freezes the map (gestureHandling none), scrollwheel false keeps the wheel
// for the page; disableDefaultUI drops Google's controls, and showControls brings back the zoom buttons.
export function buildMapOptions(data: MapData): MapOptions {
  const { center, zoom } = resolveMapView(data);
  const satellite = data.style === 'Satellite';
  const styles = [...MAP_STYLE_RULES[data.style]];
  if (!data.showLabels) styles.push({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
  return {
    center,
    zoom,
    mapTypeId: satellite ? (data.showLabels ? 'hybrid' : 'satellite') : data.showTerrain ? 'terrain' : 'roadmap',
    styles,
    disableDefaultUI: data.disableDefaultUI,
    zoomControl: data.showControls,
    gestureHandling: data.draggable ? 'auto' : 'none',
    scrollwheel: data.draggable && data.scrollwheel,
    keyboardShortcuts: data.draggable,
    clickableIcons: false,
  };
}

interface MarkerIcon {
  url: string;
  /** The drawn size: half the pin's natural 48x64. */
  width: number;
  height: number;
  /** The tip of the pin, in drawn pixels from the top left. */
  anchorX: number;
  anchorY: number;
}

const PIN_COLOURS = { dark: { fill: '#1f1f1f', dot: '#ffffff' }, light: { fill: '#ffffff', dot: '#1f1f1f' } };

// Spec media-and-reporting §3: a dark or light pin image of natural size 48x64, drawn at half size; null
// where the style keeps Google's own marker. The image is an SVG data URL: nothing fetched for it.
export function buildMarkerIcon(data: MapData): MarkerIcon | null {
  const shade = MAP_STYLE_PIN[data.style];
  if (!shade) return null;
  const { PIN_NATURAL_WIDTH_PX: w, PIN_NATURAL_HEIGHT_PX: h, PIN_DRAW_SCALE: scale } = MAP_LIMITS;
  const { fill, dot } = PIN_COLOURS[shade];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<path d="M24 62C24 62 4 37 4 22a20 20 0 0 1 40 0c0 15-20 40-20 40z" fill="${fill}" stroke="${dot}" stroke-width="2"/>` +
    `<circle cx="24" cy="22" r="7" fill="${dot}"/></svg>`;
  return {
    url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    width: w * scale,
    height: h * scale,
    anchorX: (w * scale) / 2,
    anchorY: h * scale,
  };
}
