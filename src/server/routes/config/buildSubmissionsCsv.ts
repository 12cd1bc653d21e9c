import type { SubmissionView } from '../../../shared/api/config/SubmissionsResponses';
import { encodeCsv } from './encodeCsv';
import { formatSubmissionValue } from '../../../shared/config/formatSubmissionValue';

// One row per submission, newest first as given; one column per field id, in the order fields first
// appear, so forms whose fields changed over time still line up.
export function buildSubmissionsCsv(submissions: readonly SubmissionView[]): string {
  const fields: string[] = [];
  const seen = new Set<string>();
  for (const submission of submissions) {
    for (const field of Object.keys(submission.values)) {
      if (!seen.has(field)) {
        seen.add(field);
        fields.push(field);
      }
    }
  }
  const header = ['receivedAt', 'submissionId', 'formId', 'pagePath', ...fields];
  const rows = submissions.map((s) => [
    new Date(s.receivedAt).toISOString(),
    s.id,
    s.formId,
    s.pagePath ?? '',
    ...fields.map((field) => formatSubmissionValue(s.values[field])),
  ]);
  return encodeCsv([header, ...rows]);
}
