import type { SubmissionView } from '../../../shared/api/config/SubmissionsResponses';
import type { FormSubmissionRow } from '../../storage/forms/FormSubmissionRepository';

// Stored JSON is read back as a trust boundary: anything but an object becomes an empty one, so a bad
// row shows as empty rather than breaking the whole list.
function readObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function toSubmissionView(row: FormSubmissionRow): SubmissionView {
  const page = readObject(row.page_json);
  return {
    id: row.id,
    formId: row.form_id,
    receivedAt: row.received_at,
    pagePath: typeof page.pagePath === 'string' ? page.pagePath : null,
    pageTitle: typeof page.pageTitle === 'string' ? page.pageTitle : null,
    values: readObject(row.values_json),
  };
}
