import { z } from 'zod';

// A form field that carries JSON text (RecordHit's data, RecordEvent's data): parsed, then checked by the
// given schema, so a field that is not JSON is named like any other bad field.
export function jsonText<S extends z.core.$ZodType>(schema: S, maxLength = 16000) {
  return z
    .string()
    .max(maxLength)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'expected JSON text' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
