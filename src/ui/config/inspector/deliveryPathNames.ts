// The Delivery panel's name for each path a record travels by (DELIVERY_PATHS, and requests that named none).
export const DELIVERY_PATH_NAMES: Record<string, string> = {
  worker: 'Worker request',
  beacon: 'Page-hide beacon',
  sw: 'Service-worker drain',
  resend: 'Next-visit resend',
  copy: 'Page copy',
  unnamed: 'Unnamed (older pages, spec endpoints)',
};
