import { z } from 'zod';

// GET /api/telemetry/export and `npm run telemetry:export` filters (docs/telemetry.md). `since` is an ISO
// 8601 date-time or milliseconds since the epoch, compared with the time the server received the record.
export const TelemetryExportQuery = z.object({
  kind: z.string().min(1).max(64).optional(),
  since: z
    .string()
    .refine((v) => /^\d+$/.test(v) || !Number.isNaN(Date.parse(v)), 'expected an ISO date-time or milliseconds since the epoch')
    .transform((v) => (/^\d+$/.test(v) ? Number(v) : Date.parse(v)))
    .optional(),
});
export type TelemetryExportQuery = z.infer<typeof TelemetryExportQuery>;
