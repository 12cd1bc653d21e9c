import { z } from 'zod';
import { PageSpeedData } from '../../telemetry/records/performance';

// POST /api/1/performance/records (media-and-reporting §7), sent as text/plain by beacon. The spec does not
// show the keys; ours are the initials of §3's fields (app, event, page load id, timestamp, data).
const CompactPerformanceRecord = z.object({
  a: z.string().min(1).max(200),
  e: z.string().min(1).max(200),
  p: z.string().min(1).max(200),
  t: z.number().int().nonnegative(),
  d: PageSpeedData,
});

export const PerformanceRecordsRequest = z.array(CompactPerformanceRecord).min(1).max(100);
