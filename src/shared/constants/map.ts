// Spec media-and-reporting §3: map styles by name, Grayscale by default.
export const MAP_STYLES = ['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];
export const DEFAULT_MAP_STYLE = 'Grayscale' satisfies MapStyle;

// Spec media-and-reporting §3: the numeric editor enum of map styles (its order differs from the names').
export const MapStyleCode = {
  ORIGINAL: 1,
  GRAYSCALE: 2,
  SATELLITE: 3,
  MINIMAL_LIGHT: 4,
  MINIMAL_DARK: 5,
  MINIMAL_BLUE: 6,
} as const;

// Spec media-and-reporting §3: display option defaults.
export const MAP_DISPLAY_DEFAULTS = {
  showLabels: true,
  showTerrain: false,
  draggable: true,
  scrollwheel: true,
  showControls: true,
  disableDefaultUI: true,
  markerDraggable: false,
  linkOnClick: true,
} as const;

// Spec media-and-reporting §3: mapZoom defaults to 12; the marker defaults to the map centre when null.
export const MAP_DEFAULT_ZOOM = 12;

// The spec says only "a fixed point in New York"; this one (City Hall, Manhattan) is ours.
export const MAP_DEFAULT_CENTER = { lat: 40.7128, lng: -74.006 } as const;

// Spec media-and-reporting §3 (pin), §4 and §9 (script, debounce), §7 (script version 3).
export const MAP_LIMITS = {
  SCRIPT_TIMEOUT_MS: 30000,
  OPTION_UPDATE_DEBOUNCE_MS: 60,
  SCRIPT_VERSION: '3',
  PIN_NATURAL_WIDTH_PX: 48,
  PIN_NATURAL_HEIGHT_PX: 64,
  // Pins are drawn at half their natural size.
  PIN_DRAW_SCALE: 0.5,
} as const;
