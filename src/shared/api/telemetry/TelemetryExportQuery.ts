import { z } from 'zod';
import { RECORD_KINDS } from '../../telemetry/recordKinds';

// GET /api/telemetry/export and `npm run telemetry:export` filters (docs/telemetry.md): a misspelt kind is an
// error naming the kinds, not an export silently empty.
export const TelemetryExportQuery = z.object({
  kind: z.enum(RECORD_KINDS).optional(),
  since: z
    .string()
    .refine(
      (v) => /^\d+$/.test(v) || !Number.isNaN(Date.parse(v)),
      'expected an ISO date-time or milliseconds since the epoch',
    )
    .transform((v) => (/^\d+$/.test(v) ? Number(v) : Date.parse(v)))
    .optional(),
});
export type TelemetryExportQuery = z.infer<typeof TelemetryExportQuery>;
