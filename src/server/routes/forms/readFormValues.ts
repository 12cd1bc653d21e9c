import type { FormField } from '../../../shared/blocks/form';
import type { FormValues } from '../../../shared/forms/FieldValue';
import { normalizePhoneValue } from '../../../shared/forms/normalizePhoneValue';

// The `form` JSON string as values by field id, keeping only the form's own fields (sections carry none);
// null when it is not a JSON object (spec visitor-runtime §8: 'Could not parse the form fields').
export function readFormValues(form: string, fields: readonly FormField[]): FormValues | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(form);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const values: FormValues = {};
  for (const field of fields) {
    if (field.type === 'section' || !(field.id in parsed)) continue;
    const value = (parsed as Record<string, unknown>)[field.id] as FormValues[string];
    // Spec §5: a 3-part phone gets its empty country part.
    values[field.id] = field.type === 'phone' && Array.isArray(value) ? normalizePhoneValue(value) : value;
  }
  return values;
}
