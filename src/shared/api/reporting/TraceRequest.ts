import { z } from 'zod';
import { TracePayload } from '../../telemetry/records/trace';

// POST /api/events/Trace (visitor-runtime §7): the entries as a JSON array, or as {entries: [...]}.
export const TraceRequest = z.union([
  z.array(TracePayload).min(1).max(200),
  z.object({ entries: z.array(TracePayload).min(1).max(200) }).transform((body) => body.entries),
]);
