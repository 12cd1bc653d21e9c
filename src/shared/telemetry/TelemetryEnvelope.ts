import { z } from 'zod/mini';

// Every record travels in this envelope (docs/telemetry.md); the server stores each `id` once.
export const TelemetryEnvelope = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  kind: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.optional(z.string().check(z.maxLength(200))),
  sessionId: z.string().check(z.minLength(1), z.maxLength(100)),
  seq: z.number().check(z.int(), z.nonnegative()),
  time: z.number().check(z.int(), z.nonnegative()),
  pagePath: z.string().check(z.maxLength(2048)),
  payload: z.record(z.string(), z.unknown()),
});
export type TelemetryEnvelope = z.infer<typeof TelemetryEnvelope>;
