import type { FormSubmissionRow } from './FormSubmissionRepository';

// One NDJSON line per stored submission, its JSON columns parsed back into objects.
export function toExportLine(row: FormSubmissionRow): string {
  return (
    JSON.stringify({
      id: row.id,
      formId: row.form_id,
      formKind: row.form_kind,
      values: JSON.parse(row.values_json) as unknown,
      page: JSON.parse(row.page_json) as unknown,
      census: JSON.parse(row.census_json) as unknown,
      submittedAt: new Date(row.submitted_at).toISOString(),
      receivedAt: new Date(row.received_at).toISOString(),
    }) + '\n'
  );
}
