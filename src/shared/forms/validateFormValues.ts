import type { FormField } from '../blocks/form';
import type { FormValues } from './FieldValue';
import type { FormWords } from '../words/formWords';
import { validateField } from './validateField';

// Every field's error by field id, the shape of the 400 answer's data.errors (spec visitor-runtime §7), in
// the site's language when given its words.
export function validateFormValues(
  fields: readonly FormField[],
  values: FormValues,
  words?: FormWords,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = validateField(field, values[field.id], words);
    if (message) errors[field.id] = message;
  }
  return errors;
}
