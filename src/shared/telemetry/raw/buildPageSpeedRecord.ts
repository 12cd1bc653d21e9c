import { PERFORMANCE_REPORTING } from '../../constants/limits';
import { COLLECTOR_APP } from '../collectorApp';
import type { PageSpeedData, PerformancePayload } from '../records/performance';

/** The navigation entry's numbers (PerformanceNavigationTiming), copied by the page: the entry cannot cross to the worker. */
export type NavigationTimingLike = Record<
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
  | 'domInteractive',
  number
>;

type Vital =
  | 'cumulativeLayoutShift'
  | 'firstContentfulPaint'
  | 'largestContentfulPaint'
  | 'interactionToNextPaint'
  | 'timeToFirstByte'
  | 'firstInputDelay';

/** What the page reads for its page-speed record, raw: the figures as the browser gives them. */
export type PageSpeedFacts = {
  pageLoadId: string;
  nav: NavigationTimingLike | null;
  /** The latest value of each metric measured (web-vitals, the first-input entry). */
  vitals: Partial<Record<Vital, number>>;
  /** The device, page and visitor fields (readPageSpeedContext); `measures` the page's 'rum-' durations. */
  context: Omit<PageSpeedData, Vital | keyof ReturnType<typeof readNavigationTiming> | 'version'>;
};

const round = (ms: number) => Math.max(0, Math.round(ms * 10) / 10);
// A timestamp of 0 means "did not happen yet" in Navigation Timing Level 2.
const at = (ms: number) => (ms > 0 ? round(ms) : null);

// Spec media-and-reporting §3, the page-speed fields Navigation Timing gives. Time to interactive has no
// browser API (the Lighthouse heuristic needs a long-task trace); we report domInteractive, the moment the
// document became interactive, and say so in docs/coverage/collectors.md.
export function readNavigationTiming(nav: NavigationTimingLike) {
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
  } satisfies Partial<PageSpeedData>;
}

const PAGE_SPEED_EVENT = 'page-speed';

// Spec media-and-reporting §3: app, event, page load id, timestamp (the time the page stamped the record
// with) and the page-speed data: times in ms to a tenth, layout shift to four places, version 4.0.7.
export function buildPageSpeedRecord(
  { pageLoadId, nav, vitals, context }: PageSpeedFacts,
  time: number,
): PerformancePayload {
  const data: PageSpeedData = {
    ...(nav ? readNavigationTiming(nav) : {}),
    ...context,
    version: PERFORMANCE_REPORTING.VERSION,
  };
  for (const [name, value] of Object.entries(vitals) as Array<[Vital, number]>)
    data[name] = name === 'cumulativeLayoutShift' ? Math.round(value * 10000) / 10000 : Math.round(value * 10) / 10;
  if (context.measures) {
    const measures: Record<string, number> = {};
    for (const [name, duration] of Object.entries(context.measures)) measures[name] = Math.round(duration * 10) / 10;
    data.measures = measures;
  }
  return { app: COLLECTOR_APP, event: PAGE_SPEED_EVENT, pageLoadId, timestamp: time, data };
}
