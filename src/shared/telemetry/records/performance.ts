import { z } from 'zod';
import { PERFORMANCE_REPORTING } from '../../constants/limits';
import { shortText, urlText } from './fieldLimits';

const ms = z.number().nonnegative().nullable().optional();
const bytes = z.number().int().nonnegative().nullable().optional();

// Spec media-and-reporting §3: page-speed data. Times are milliseconds from the navigation start (durations
// for domainLookup, tcpTime, tlsTime); a field the browser could not measure is null or absent. We add
// interactionToNextPaint and timeToFirstByte (web-vitals measures them) and `measures`, the page's own
// performance.measure() entries named 'rum-…' (§9).
export const PageSpeedData = z.object({
  cumulativeLayoutShift: z.number().nonnegative().nullable().optional(),
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
    effectiveType: shortText.optional(),
    rtt: z.number().optional(),
    downlink: z.number().optional(),
    saveData: z.boolean().optional(),
  }),
  displaySize: z.object({
    screenWidth: z.number(),
    screenHeight: z.number(),
    viewportWidth: z.number(),
    viewportHeight: z.number(),
    devicePixelRatio: z.number(),
  }),
  hardwareInfo: z.object({ hardwareConcurrency: z.number().optional(), deviceMemory: z.number().optional() }),
  pagePath: urlText,
  hostname: shortText,
  hash: urlText,
  memberId: shortText.nullable(),
  marketingId: shortText.nullable(),
  analyticsId: shortText.nullable(),
  version: z.literal(PERFORMANCE_REPORTING.VERSION),
  siteContext: z.object({
    accountId: shortText.nullable(),
    websiteId: shortText,
    pageType: z.number().int(),
    platform: shortText,
    templateId: shortText,
    language: shortText,
    timeZone: shortText,
  }),
  measures: z
    .record(z.string().startsWith(PERFORMANCE_REPORTING.MEASURE_PREFIX).max(100), z.number().nonnegative())
    .optional(),
});
export type PageSpeedData = z.infer<typeof PageSpeedData>;

// Spec media-and-reporting §3: app, event, page load id, timestamp, data.
export const PerformancePayload = z.object({
  app: shortText.min(1),
  event: shortText.min(1),
  pageLoadId: shortText.min(1),
  timestamp: z.number().int().nonnegative(),
  data: PageSpeedData,
});
export type PerformancePayload = z.infer<typeof PerformancePayload>;
