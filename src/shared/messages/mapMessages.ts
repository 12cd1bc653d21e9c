// Spec media-and-reporting §8 (interface strings): a map whose script did not load within 30 s (or could
// not be fetched) shows this, as the button that tries again. The spec has no message of the map's own;
// this is its generic "Unable to load. Try again." string.
export const MAP_MESSAGES = {
  loadFailed: 'Unable to load. Try again.',
  openInMaps: 'Open in Google Maps',
} as const;
