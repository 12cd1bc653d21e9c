import { z } from 'zod';
import { PIPELINE_LIMITS } from '../../telemetry/pipelineLimits';

// POST /api/telemetry/batch (docs/telemetry.md): JSON text sent as text/plain, `{ records: [...] }`.
// The batch's shape is checked here (a bad shape is a 400 and nothing is stored); each record is then
// checked on its own by validateRecord, so one bad record is rejected while the rest are stored. A record
// must at least carry a string id, or it could not be named in the answer.
export const TelemetryBatchRequest = z.object({
  records: z
    .array(z.looseObject({ id: z.string().min(1).max(100) }))
    .min(1)
    .max(PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST),
});
export type TelemetryBatchRequest = z.infer<typeof TelemetryBatchRequest>;
