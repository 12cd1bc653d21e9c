import type { MapData } from '../../../shared/blocks/map';
import { buildExternalMapsUrl, buildMarkerIcon, formatMapAddress, resolveMapView } from '../../../shared/map/mapView';
import type { GoogleMap, GoogleMapsApi, GoogleMarker } from './googleMaps';

// Spec media-and-reporting §2–4: the block's one marker, at markerLat/markerLng or the map's centre, with
// the style's pin (48x64 drawn at half size) or Google's own. With linkOnClick, a click opens the external
// maps page in a new window; a click while the marker is being dragged (or the one that ends the drag)
// does nothing.
export function placeMarker(
  maps: GoogleMapsApi,
  map: GoogleMap,
  data: MapData,
  openWindow: (url: string) => void,
): { marker: GoogleMarker; remove: () => void } {
  const { marker: position } = resolveMapView(data);
  const icon = buildMarkerIcon(data);
  const title = formatMapAddress(data) || undefined;
  const marker = new maps.Marker({
    position,
    map,
    draggable: data.markerDraggable,
    ...(title ? { title } : {}),
    ...(icon
      ? {
          icon: {
            url: icon.url,
            scaledSize: new maps.Size(icon.width, icon.height),
            anchor: new maps.Point(icon.anchorX, icon.anchorY),
          },
        }
      : {}),
  });
  let dragging = false;
  let dragEndedAt = -Infinity;
  const listeners = [
    marker.addListener('dragstart', () => {
      dragging = true;
    }),
    marker.addListener('dragend', () => {
      dragging = false;
      dragEndedAt = Date.now();
    }),
    marker.addListener('click', () => {
      // The click a browser sends as the drag's button comes up belongs to the drag.
      if (dragging || Date.now() - dragEndedAt < 50) return;
      if (data.linkOnClick) openWindow(buildExternalMapsUrl(data));
    }),
  ];
  return {
    marker,
    remove: () => {
      listeners.forEach((listener) => listener.remove());
      marker.setMap(null);
    },
  };
}
