import type { WebVitalName } from '../../../shared/api/config/WebVital';

// Where each web-vital sits in a `performance` record's payload (src/shared/telemetry/records/performance.ts).
export const VITAL_PAYLOAD_PATHS: Record<WebVitalName, string> = {
  LCP: 'data.largestContentfulPaint',
  INP: 'data.interactionToNextPaint',
  CLS: 'data.cumulativeLayoutShift',
  FCP: 'data.firstContentfulPaint',
  TTFB: 'data.timeToFirstByte',
};
