// The web-vitals the inspector reports, with the histogram each one is drawn with: `buckets` bins of
// width `step` from 0, the last bin open-ended. Widths follow web.dev's thresholds (LCP good under
// 2500 ms, INP under 200 ms, CLS under 0.1, FCP under 1800 ms, TTFB under 800 ms) so those fall on edges.
export const WEB_VITALS = {
  LCP: { step: 250, buckets: 40, unit: 'ms' },
  INP: { step: 25, buckets: 40, unit: 'ms' },
  CLS: { step: 0.025, buckets: 40, unit: '' },
  FCP: { step: 150, buckets: 40, unit: 'ms' },
  TTFB: { step: 100, buckets: 40, unit: 'ms' },
} as const;

export type WebVitalName = keyof typeof WEB_VITALS;

export const WEB_VITAL_NAMES = Object.keys(WEB_VITALS) as WebVitalName[];
