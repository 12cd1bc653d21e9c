// Our own telemetry endpoints (docs/telemetry.md); the spec's single-record endpoints are in
// src/shared/constants/apiPaths.ts.
// The batch endpoint on its own too, so the main chunk's facade, which beacons to it, does not carry the table.
export const TELEMETRY_BATCH_PATH = '/api/telemetry/batch';

export const TELEMETRY_PATHS = {
  BATCH: TELEMETRY_BATCH_PATH,
  EXPORT: '/api/telemetry/export',
} as const;

// POST /api/telemetry/batch?encoding=gzip: the same JSON, gzip-compressed. The encoding travels in the
// query, not in a Content-Encoding header, so the request stays CORS-simple (text/plain, no custom header).
export const BATCH_ENCODING = { QUERY: 'encoding', GZIP: 'gzip' } as const;
export const gzipBatchUrl = (destination: string): string =>
  `${destination}?${BATCH_ENCODING.QUERY}=${BATCH_ENCODING.GZIP}`;
