import { z } from 'zod';

// Every telemetry record travels in this envelope (docs/telemetry.md). `id` is the page id plus the
// sequence number, so the server can store each record once however many times it is sent.
export const TelemetryEnvelope = z.object({
  id: z.string().min(1).max(100),
  kind: z.string().min(1).max(64),
  type: z.string().max(200).optional(),
  sessionId: z.string().min(1).max(100),
  seq: z.number().int().nonnegative(),
  time: z.number().int().nonnegative(),
  pagePath: z.string().max(2048),
  payload: z.record(z.string(), z.unknown()),
});
export type TelemetryEnvelope = z.infer<typeof TelemetryEnvelope>;
