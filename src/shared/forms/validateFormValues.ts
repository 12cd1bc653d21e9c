import type { FormField } from '../blocks/form';
import type { FormValues } from './FieldValue';
import { validateField } from './validateField';

// Every field's error by field id, the shape of the 400 answer's data.errors (spec visitor-runtime §7).
export function validateFormValues(fields: readonly FormField[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = validateField(field, values[field.id]);
    if (message) errors[field.id] = message;
  }
  return errors;
}
