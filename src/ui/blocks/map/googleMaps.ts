import type { LatLng, MapOptions } from '../../../shared/map/mapView';

// The part of the Maps JavaScript API (version 3, google.maps) the map block uses.
interface MapsEventListener {
  remove(): void;
}
export interface GoogleMap {
  setCenter(center: LatLng): void;
  setOptions(options: Partial<MapOptions>): void;
}
export interface GoogleMarker {
  addListener(event: 'click' | 'dragstart' | 'dragend', handler: () => void): MapsEventListener;
  setMap(map: GoogleMap | null): void;
}
export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: MapOptions) => GoogleMap;
  Marker: new (options: {
    position: LatLng;
    map: GoogleMap;
    draggable: boolean;
    title?: string;
    icon?: { url: string; scaledSize: unknown; anchor: unknown };
  }) => GoogleMarker;
  Size: new (width: number, height: number) => unknown;
  Point: new (x: number, y: number) => unknown;
}

export type MapsWindow = Window & { google?: { maps?: GoogleMapsApi } } & Record<string, unknown>;
