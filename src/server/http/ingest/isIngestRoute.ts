import { REPORTING_PATHS } from '../../../shared/constants/reportingPaths';
import { TELEMETRY_BATCH_PATH } from '../../../shared/telemetry/telemetryPaths';

// The public routes that store telemetry: our batch endpoint and every spec reporting call (census, events,
// trace, performance records, the external events service, the track pixel). A path ending in '/' is
// followed by a parameter (RecordQuickView/:id). `routeUrl` is the route's pattern, not the request's URL.
const INGEST_PATHS: readonly string[] = [TELEMETRY_BATCH_PATH, ...Object.values(REPORTING_PATHS)];

export function isIngestRoute(routeUrl: string | undefined): boolean {
  if (!routeUrl) return false;
  return INGEST_PATHS.some((path) => (path.endsWith('/') ? routeUrl.startsWith(path) : routeUrl === path));
}
