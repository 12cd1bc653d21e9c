import type { PageSpeedData } from '../../../shared/telemetry/records/performance';

export type NavigationTimingLike = Pick<
  PerformanceNavigationTiming,
  | 'decodedBodySize'
  | 'encodedBodySize'
  | 'domContentLoadedEventStart'
  | 'domContentLoadedEventEnd'
  | 'domainLookupStart'
  | 'domainLookupEnd'
  | 'connectStart'
  | 'connectEnd'
  | 'secureConnectionStart'
  | 'loadEventStart'
  | 'loadEventEnd'
  | 'responseStart'
  | 'domInteractive'
>;

const round = (ms: number) => Math.max(0, Math.round(ms * 10) / 10);
// A timestamp of 0 means "did not happen yet" in Navigation Timing Level 2.
const at = (ms: number) => (ms > 0 ? round(ms) : null);

// Spec media-and-reporting §3, the page-speed fields Navigation Timing gives. Time to interactive has no
// browser API (the Lighthouse heuristic needs a long-task trace); we report domInteractive, the moment the
// document became interactive, and say so in docs/coverage/collectors.md.
export function readNavigationTiming(nav: NavigationTimingLike): Partial<PageSpeedData> {
  return {
    decodedBodySize: nav.decodedBodySize,
    encodedBodySize: nav.encodedBodySize,
    domContentLoadedStart: at(nav.domContentLoadedEventStart),
    domContentLoadedEnd: at(nav.domContentLoadedEventEnd),
    domainLookup: round(nav.domainLookupEnd - nav.domainLookupStart),
    tcpTime: round(nav.connectEnd - nav.connectStart),
    // No TLS on http: secureConnectionStart is 0.
    tlsTime: nav.secureConnectionStart > 0 ? round(nav.connectEnd - nav.secureConnectionStart) : null,
    loadEventStart: at(nav.loadEventStart),
    loadEventEnd: at(nav.loadEventEnd),
    responseStart: at(nav.responseStart),
    timeToInteractive: at(nav.domInteractive),
  };
}
