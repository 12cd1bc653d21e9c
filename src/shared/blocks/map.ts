import { z } from 'zod';
import { MAP_DISPLAY_DEFAULTS, MAP_STYLES, MapStyleCode, DEFAULT_MAP_STYLE, type MapStyle } from '../constants/map';
import { CONTENT_DEFAULT_WORDS } from '../words/contentDefaultWords';

const Latitude = z
  .number({ error: 'expected a latitude: a number from -90 to 90' })
  .min(-90, 'expected a latitude: a number from -90 to 90')
  .max(90, 'expected a latitude: a number from -90 to 90');
const Longitude = z
  .number({ error: 'expected a longitude: a number from -180 to 180' })
  .min(-180, 'expected a longitude: a number from -180 to 180')
  .max(180, 'expected a longitude: a number from -180 to 180');
const AddressText = z.string().max(200, 'expected at most 200 characters').optional();

// Spec media-and-reporting §3: the numeric editor enum of map styles, by code.
const STYLE_BY_CODE: Record<number, MapStyle> = {
  [MapStyleCode.ORIGINAL]: 'Original',
  [MapStyleCode.GRAYSCALE]: 'Grayscale',
  [MapStyleCode.SATELLITE]: 'Satellite',
  [MapStyleCode.MINIMAL_LIGHT]: 'MinimalLight',
  [MapStyleCode.MINIMAL_DARK]: 'MinimalDark',
  [MapStyleCode.MINIMAL_BLUE]: 'MinimalBlue',
};

// A style by name or by its editor code (1–6), always read as its name.
const STYLE_ERROR = `expected a map style: ${MAP_STYLES.join(', ')}, or its code 1 to 6`;
const MapStyleField = z.union([z.string(), z.number()], { error: STYLE_ERROR }).transform((style, context) => {
  const name = typeof style === 'number' ? STYLE_BY_CODE[style] : MAP_STYLES.find((known) => known === style);
  if (name) return name;
  context.addIssue({ code: 'custom', message: STYLE_ERROR });
  return z.NEVER;
});

// Spec media-and-reporting §3: a map block with one marker. Location settings (the map's centre, the
// marker, the zoom and the address shown), the style and the display options, each with the spec's default;
// `title` names the map for assistive technology and `aspectRatio` (width / height) reserves its box before
// anything loads. A centre or marker is a pair: one coordinate without the other is refused.
export const MapData = z
  .object({
    mapLat: Latitude.nullable().default(null),
    mapLng: Longitude.nullable().default(null),
    markerLat: Latitude.nullable().default(null),
    markerLng: Longitude.nullable().default(null),
    mapZoom: z
      .int({ error: 'expected a zoom level: a whole number from 0 to 22' })
      .min(0, 'expected a zoom level: a whole number from 0 to 22')
      .max(22, 'expected a zoom level: a whole number from 0 to 22')
      .nullable()
      .default(null),
    addressTitle: AddressText,
    addressLine1: AddressText,
    addressLine2: AddressText,
    addressCountry: AddressText,
    style: MapStyleField.default(DEFAULT_MAP_STYLE),
    showLabels: z.boolean().default(MAP_DISPLAY_DEFAULTS.showLabels),
    showTerrain: z.boolean().default(MAP_DISPLAY_DEFAULTS.showTerrain),
    draggable: z.boolean().default(MAP_DISPLAY_DEFAULTS.draggable),
    scrollwheel: z.boolean().default(MAP_DISPLAY_DEFAULTS.scrollwheel),
    showControls: z.boolean().default(MAP_DISPLAY_DEFAULTS.showControls),
    disableDefaultUI: z.boolean().default(MAP_DISPLAY_DEFAULTS.disableDefaultUI),
    markerDraggable: z.boolean().default(MAP_DISPLAY_DEFAULTS.markerDraggable),
    linkOnClick: z.boolean().default(MAP_DISPLAY_DEFAULTS.linkOnClick),
    title: z.string().min(1).max(120).default(CONTENT_DEFAULT_WORDS.en.mapTitle),
    aspectRatio: z
      .number({ error: 'expected width / height: a number from 0.5 to 4' })
      .min(0.5, 'expected width / height: a number from 0.5 to 4')
      .max(4, 'expected width / height: a number from 0.5 to 4')
      .default(1.5),
  })
  .superRefine((data, context) => {
    for (const [lat, lng] of [
      ['mapLat', 'mapLng'],
      ['markerLat', 'markerLng'],
    ] as const) {
      if ((data[lat] === null) !== (data[lng] === null)) {
        const missing = data[lat] === null ? lat : lng;
        context.addIssue({
          code: 'custom',
          path: [missing],
          message: `expected ${missing} with ${lat === missing ? lng : lat}`,
        });
      }
    }
  });
export type MapData = z.infer<typeof MapData>;
