import { z } from 'zod';
import { RECORD_KINDS } from '../../telemetry/recordKinds';

// Longest range the inspector aggregates in one request; the chart's buckets grow with it.
export const MAX_INSPECTOR_RANGE_MS = 400 * 24 * 60 * 60 * 1000;
export const DEFAULT_INSPECTOR_RANGE_MS = 24 * 60 * 60 * 1000;

const Millis = z.coerce
  .number({ message: 'expected a time in milliseconds since 1970' })
  .int('expected a whole number of milliseconds')
  .min(0, 'expected a time after 1970');

// Query of every /api/config/inspector/* call; unknown parameters are refused, lest a misspelt one show all.
export const InspectorFilter = z
  .strictObject({
    from: Millis.optional(),
    to: Millis.optional(),
    kind: z.enum(RECORD_KINDS).optional(),
    page: z
      .string()
      .max(2048, 'expected a page path of at most 2048 characters')
      .regex(/^\//, 'expected a page path starting with /')
      .optional(),
  })
  .refine((f) => f.from === undefined || f.to === undefined || f.from < f.to, {
    message: 'expected from before to',
    path: ['from'],
  })
  .refine((f) => f.from === undefined || f.to === undefined || f.to - f.from <= MAX_INSPECTOR_RANGE_MS, {
    message: 'expected a time range of at most 400 days',
    path: ['to'],
  });
export type InspectorFilter = z.infer<typeof InspectorFilter>;

/** The filter with its time range settled: what the storage queries take. */
export interface ResolvedInspectorFilter {
  from: number;
  to: number;
  kind?: string;
  page?: string;
}
