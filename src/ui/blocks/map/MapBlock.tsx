import { useEffect, useRef, useState } from 'react';
import type { MapData } from '../../../shared/blocks/map';
import { MAP_LIMITS } from '../../../shared/constants/map';
import { MAP_MESSAGES } from '../../../shared/messages/mapMessages';
import { buildExternalMapsUrl, buildMapOptions, resolveMapView } from '../../../shared/map/mapView';
import { buildMapsScriptUrl } from '../../../shared/map/mapsScript';
import { debounce } from './debounce';
import { useBlockRuntime } from '../../runtime/BlockRuntime';
import { loadGoogleMaps } from './loadGoogleMaps';
import { placeMarker } from './placeMarker';
import { readMapsKey } from './readMapsKey';
import type { MapsWindow } from './googleMaps';

type MapState = 'placeholder' | 'loading' | 'ready' | 'failed' | 'no-key';

// Spec media-and-reporting §2–4, §7, §9: a map with one marker. The server renders a static placeholder in
// the box the map will take (its aspect ratio reserved, so nothing moves): the address and a link to the
// external maps page, and no request to any third party. The block hydrates when it nears the viewport
// (200 px); then the maps script loads, once for the page, and draws the map over the placeholder, or
// after 30 s without it the visitor sees the failure message, which tries again when pressed.
export default function MapBlock({ data }: { id: string; data: MapData }) {
  const { locale } = useBlockRuntime().pageContext.website;
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('placeholder');
  const [attempt, setAttempt] = useState(0);
  const externalUrl = buildExternalMapsUrl(data);

  useEffect(() => {
    const element = canvas.current;
    const key = readMapsKey(document);
    if (!element) return;
    if (!key) {
      console.info('The page context has no maps key: the map stays a placeholder');
      setState('no-key');
      return;
    }
    let alive = true;
    let cleanup = () => {};
    setState('loading');
    loadGoogleMaps(window as unknown as MapsWindow, buildMapsScriptUrl(key, locale), MAP_LIMITS.SCRIPT_TIMEOUT_MS).then(
      (maps) => {
        if (!alive) return;
        const map = new maps.Map(element, buildMapOptions(data));
        const marker = placeMarker(maps, map, data, (url) => window.open(url, '_blank', 'noopener'));
        // Option updates (the box resized: a rotated phone, a wider window) wait 60 ms for the burst to end,
        // then bring the map back to its centre.
        const { center } = resolveMapView(data);
        const update = debounce(() => map.setCenter(center), MAP_LIMITS.OPTION_UPDATE_DEBOUNCE_MS);
        const observer = new ResizeObserver(update);
        observer.observe(element);
        cleanup = () => {
          observer.disconnect();
          update.cancel();
          marker.remove();
        };
        setState('ready');
      },
      (error: unknown) => {
        if (!alive) return;
        console.warn('The maps script did not load', error);
        setState('failed');
      },
    );
    return () => {
      alive = false;
      cleanup();
    };
    // A new attempt (the failure message pressed) loads again; the block's data never changes.
  }, [attempt, data, locale]);

  return (
    <figure className="block-map" data-map-state={state}>
      <div className="map-box" style={{ aspectRatio: String(data.aspectRatio) }}>
        <div className="map-canvas" ref={canvas} role="region" aria-label={data.title} />
        {state === 'ready' ? null : (
          <div className="map-placeholder">
            <span className="map-placeholder-pin" aria-hidden="true" />
            <div className="map-placeholder-card">
              {data.addressTitle ? <strong className="map-address-title">{data.addressTitle}</strong> : null}
              {[data.addressLine1, data.addressLine2, data.addressCountry].map((line, index) =>
                line ? (
                  <span className="map-address-line" key={index}>
                    {line}
                  </span>
                ) : null,
              )}
              <a className="map-open-link" href={externalUrl} target="_blank" rel="noopener noreferrer">
                {MAP_MESSAGES.openInMaps}
              </a>
            </div>
            {state === 'failed' ? (
              <div className="map-failure" role="alert">
                <button type="button" className="map-retry" onClick={() => setAttempt((n) => n + 1)}>
                  {MAP_MESSAGES.loadFailed}
                </button>
              </div>
            ) : null}
          </div>
        )}
      </div>
    </figure>
  );
}
