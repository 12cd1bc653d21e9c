import { describe, it, expect } from 'vitest';
import {
  DEFAULT_MAP_STYLE,
  MAP_DEFAULT_ZOOM,
  MAP_DISPLAY_DEFAULTS,
  MAP_LIMITS,
  MAP_LOCATION_FIELDS,
  MAP_STYLES,
  MapStyleCode,
} from '../../../../src/shared/constants/map';

describe('map constants (spec media-and-reporting §3, §4, §7, §9)', () => {
  it('has the styles, Grayscale by default, and the editor enum', () => {
    expect(MAP_STYLES).toEqual(['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue']);
    expect(DEFAULT_MAP_STYLE).toBe('Grayscale');
    expect(MapStyleCode).toEqual({
      ORIGINAL: 1,
      GRAYSCALE: 2,
      SATELLITE: 3,
      MINIMAL_LIGHT: 4,
      MINIMAL_DARK: 5,
      MINIMAL_BLUE: 6,
    });
  });

  it('has the display defaults', () => {
    expect(MAP_DISPLAY_DEFAULTS).toEqual({
      showLabels: true,
      showTerrain: false,
      draggable: true,
      scrollwheel: true,
      showControls: true,
      disableDefaultUI: true,
      markerDraggable: false,
      linkOnClick: true,
    });
  });

  it('has the zoom, timings and pin size', () => {
    expect(MAP_DEFAULT_ZOOM).toBe(12);
    expect(MAP_LIMITS).toEqual({
      SCRIPT_TIMEOUT_MS: 30000,
      OPTION_UPDATE_DEBOUNCE_MS: 60,
      SCRIPT_VERSION: '3',
      PIN_NATURAL_WIDTH_PX: 48,
      PIN_NATURAL_HEIGHT_PX: 64,
      PIN_DRAW_SCALE: 0.5,
    });
    expect(MAP_LOCATION_FIELDS).toHaveLength(9);
  });
});
