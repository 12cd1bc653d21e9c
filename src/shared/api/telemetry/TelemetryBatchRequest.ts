import { z } from 'zod';
import { PIPELINE_LIMITS } from '../../telemetry/pipelineLimits';

// POST /api/telemetry/batch (docs/telemetry.md): JSON text sent as text/plain, `{ records: [...] }`.
// The batch's shape is checked here (a bad shape is a 400 and nothing is stored); each record is then
// checked on its own by validateRecord, so one bad record is rejected while the rest are stored. A record
// must at least carry a string id, or it could not be named in the answer.
const MAX_ID_LENGTH = 100;

export const TelemetryBatchRequest = z.object({
  records: z
    .array(z.looseObject({ id: z.string().min(1).max(MAX_ID_LENGTH) }))
    .min(1)
    .max(PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST),
});
export type TelemetryBatchRequest = z.infer<typeof TelemetryBatchRequest>;

/**
 * The body as TelemetryBatchRequest would pass it, checked without copying it: true when it is an object
 * whose `records` is an array of 1 to MAX_RECORDS_PER_REQUEST objects, each with an id of 1 to 100
 * characters. The handler parses with the schema only when this is false, for the schema's messages: its
 * copy of every record (each then copied again by validateRecord) cost ingest about 3 µs a record.
 */
export function isTelemetryBatchRequest(body: unknown): body is TelemetryBatchRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const records = (body as { records?: unknown }).records;
  if (!Array.isArray(records) || records.length < 1 || records.length > PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST)
    return false;
  for (const record of records as unknown[]) {
    if (typeof record !== 'object' || record === null || Array.isArray(record)) return false;
    const id = (record as { id?: unknown }).id;
    if (typeof id !== 'string' || id.length < 1 || id.length > MAX_ID_LENGTH) return false;
  }
  return true;
}
