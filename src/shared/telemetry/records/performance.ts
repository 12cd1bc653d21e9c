import { z } from 'zod/mini';
import { PERFORMANCE_REPORTING } from '../../constants/limits';
import { shortText, urlText } from './fieldLimits';

const ms = z.optional(z.nullable(z.number().check(z.nonnegative())));
const bytes = z.optional(z.nullable(z.number().check(z.int(), z.nonnegative())));

// Spec media-and-reporting §3: page-speed data in milliseconds from the navigation start, null or absent
// where not measured. Ours: INP, TTFB and `measures`, the page's 'rum-…' performance.measure() entries (§9).
export const PageSpeedData = z.object({
  cumulativeLayoutShift: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  decodedBodySize: bytes,
  encodedBodySize: bytes,
  domContentLoadedStart: ms,
  domContentLoadedEnd: ms,
  domainLookup: ms,
  firstContentfulPaint: ms,
  firstInputDelay: ms,
  largestContentfulPaint: ms,
  interactionToNextPaint: ms,
  timeToFirstByte: ms,
  loadEventStart: ms,
  loadEventEnd: ms,
  tcpTime: ms,
  tlsTime: ms,
  timeToInteractive: ms,
  responseStart: ms,
  connectionInfo: z.object({
    effectiveType: z.optional(shortText),
    rtt: z.optional(z.number()),
    downlink: z.optional(z.number()),
    saveData: z.optional(z.boolean()),
  }),
  displaySize: z.object({
    screenWidth: z.number(),
    screenHeight: z.number(),
    viewportWidth: z.number(),
    viewportHeight: z.number(),
    devicePixelRatio: z.number(),
  }),
  hardwareInfo: z.object({ hardwareConcurrency: z.optional(z.number()), deviceMemory: z.optional(z.number()) }),
  pagePath: urlText,
  hostname: shortText,
  hash: urlText,
  memberId: z.nullable(shortText),
  marketingId: z.nullable(shortText),
  analyticsId: z.nullable(shortText),
  version: z.literal(PERFORMANCE_REPORTING.VERSION),
  siteContext: z.object({
    accountId: z.nullable(shortText),
    websiteId: shortText,
    pageType: z.number().check(z.int()),
    platform: shortText,
    templateId: shortText,
    language: shortText,
    timeZone: shortText,
  }),
  measures: z.optional(
    z.record(
      z.string().check(z.startsWith(PERFORMANCE_REPORTING.MEASURE_PREFIX), z.maxLength(100)),
      z.number().check(z.nonnegative()),
    ),
  ),
});
export type PageSpeedData = z.infer<typeof PageSpeedData>;

// Spec media-and-reporting §3: app, event, page load id, timestamp, data.
export const PerformancePayload = z.object({
  app: shortText.check(z.minLength(1)),
  event: shortText.check(z.minLength(1)),
  pageLoadId: shortText.check(z.minLength(1)),
  timestamp: z.number().check(z.int(), z.nonnegative()),
  data: PageSpeedData,
});
export type PerformancePayload = z.infer<typeof PerformancePayload>;
