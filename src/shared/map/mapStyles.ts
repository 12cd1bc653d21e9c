import type { MapStyle } from '../constants/map';

// A styled-map rule of the Maps JavaScript API (MapTypeStyle): which features, which part, how drawn.
export interface MapTypeStyle {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, string | number>[];
}

const hide = (featureType: string): MapTypeStyle => ({ featureType, stylers: [{ visibility: 'off' }] });
const colour = (featureType: string, elementType: string, color: string): MapTypeStyle => ({
  featureType,
  elementType,
  stylers: [{ color }],
});

// The look of each style of media-and-reporting §3 (the spec names them; the colours are ours). Original is
// Google's own map and Satellite its imagery; the minimal styles drop points of interest and transit.
export const MAP_STYLE_RULES: Record<MapStyle, MapTypeStyle[]> = {
  Original: [],
  Satellite: [],
  Grayscale: [{ stylers: [{ saturation: -100 }, { lightness: 5 }] }],
  MinimalLight: [
    hide('poi'),
    hide('transit'),
    colour('all', 'geometry', '#f5f5f3'),
    colour('road', 'geometry', '#ffffff'),
    colour('water', 'geometry', '#dcdcd8'),
    colour('all', 'labels.text.fill', '#6b6b6b'),
  ],
  MinimalDark: [
    hide('poi'),
    hide('transit'),
    colour('all', 'geometry', '#242526'),
    colour('road', 'geometry', '#3a3b3d'),
    colour('water', 'geometry', '#141516'),
    colour('all', 'labels.text.fill', '#a5a5a5'),
    colour('all', 'labels.text.stroke', '#242526'),
  ],
  MinimalBlue: [
    hide('poi'),
    hide('transit'),
    colour('all', 'geometry', '#eef3f8'),
    colour('road', 'geometry', '#ffffff'),
    colour('water', 'geometry', '#9ec3e6'),
    colour('all', 'labels.text.fill', '#4a6481'),
  ],
};

// Spec media-and-reporting §3: some styles use a dark or a light pin; the others keep Google's own marker.
export const MAP_STYLE_PIN: Record<MapStyle, 'dark' | 'light' | null> = {
  Original: null,
  Satellite: 'light',
  Grayscale: 'dark',
  MinimalLight: 'dark',
  MinimalDark: 'light',
  MinimalBlue: 'dark',
};
