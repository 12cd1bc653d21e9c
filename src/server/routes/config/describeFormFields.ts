import type { SubmissionField, SubmissionView } from '../../../shared/api/config/SubmissionsResponses';
import type { FormDefinition } from '../../../shared/forms/FormDefinition';

// The columns of one form's submissions as its owner knows them: the site's fields in form order, labelled as
// on the page (sections hold no value), then any field id found only in stored submissions (the form has
// changed since), labelled by its id.
export function describeFormFields(
  definition: FormDefinition | null,
  submissions: readonly SubmissionView[],
): SubmissionField[] {
  const fields: SubmissionField[] = (definition?.fields ?? [])
    .filter((field) => field.type !== 'section')
    .map((field) => ({ id: field.id, label: field.label.trim() || field.id, type: field.type }));
  const known = new Set(fields.map((field) => field.id));
  for (const submission of submissions)
    for (const id of Object.keys(submission.values))
      if (!known.has(id)) {
        known.add(id);
        fields.push({ id, label: id, type: undefined });
      }
  return fields;
}
