import type { PageContext } from '../../shared/pageContext/PageContext';
import type { TelemetryClient } from '../../shared/telemetry/TelemetryClient';
import { PAGE_FEATURES_ID } from '../../ui/pageFeatures/pageFeatureMarkers';
import { createUnavailableServices } from '../runtime/createUnavailableServices';

// Called by the collectors once the page is usable (so none of it is in the first-load chunk): imports the
// page features only on a page the server marked for them. The overlay's newsletter reaches the page's own
// data layer, the public API's (installed by boot before the collectors load).
export function loadPageFeatures(win: Window, pageContext: PageContext, telemetry: TelemetryClient): void {
  if (!win.document.getElementById(PAGE_FEATURES_ID)) return;
  const dataLayer = win.SiteRuntime?.dataLayer ?? createUnavailableServices().dataLayer;
  import('../../ui/pageFeatures/startPageFeatures')
    .then((m) => m.startPageFeatures(win.document, { pageContext, telemetry, dataLayer }))
    .catch((error: unknown) => console.warn('Could not load the page features', error));
}
