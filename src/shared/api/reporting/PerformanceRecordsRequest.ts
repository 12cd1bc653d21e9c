import { z } from 'zod';
import { PageSpeedData } from '../../telemetry/records/performance';

// POST /api/1/performance/records (media-and-reporting §7): a JSON array of compact-keyed performance
// records. The spec does not show the keys; ours are the initials of §3's fields:
//   a = app, e = event, p = page load id, t = timestamp (ms), d = data (page-speed fields, full names).
// Sent as text/plain by beacon, so the body is parsed from text.
export const CompactPerformanceRecord = z.object({
  a: z.string().min(1).max(200),
  e: z.string().min(1).max(200),
  p: z.string().min(1).max(200),
  t: z.number().int().nonnegative(),
  d: PageSpeedData,
});
export type CompactPerformanceRecord = z.infer<typeof CompactPerformanceRecord>;

export const PerformanceRecordsRequest = z.array(CompactPerformanceRecord).min(1).max(100);
