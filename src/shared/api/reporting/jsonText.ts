import { z } from 'zod';

// A form field of JSON text, parsed then checked by the schema, so one that is not JSON is named like any other.
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
