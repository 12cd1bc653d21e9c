import { z } from 'zod';

const FormId = z.string().min(1).max(200, 'expected a form id of at most 200 characters');

// GET /api/config/submissions: one form's submissions (the most recently used form when none is named).
export const SubmissionsQuery = z.strictObject({
  formId: FormId.optional(),
  limit: z.coerce
    .number()
    .int('expected a whole number')
    .min(1, 'expected 1 to 1000')
    .max(1000, 'expected 1 to 1000')
    .default(200),
});
export type SubmissionsQuery = z.infer<typeof SubmissionsQuery>;

// GET /api/config/submissions/export: every submission of one form, as CSV or NDJSON.
export const SubmissionsExportQuery = z.strictObject({
  formId: FormId,
  format: z.enum(['csv', 'ndjson']),
});
export type SubmissionsExportQuery = z.infer<typeof SubmissionsExportQuery>;
