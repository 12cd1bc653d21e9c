// The background-sync tag the service worker registers when a drain must be retried (the forms area has
// its own tag; each sync event names the queue it is for).
export const DRAIN_SYNC_TAG = 'site-runtime-telemetry-drain';
