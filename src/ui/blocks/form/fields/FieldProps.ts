import type { FormField } from '../../../../shared/blocks/form';
import type { FieldValue } from '../../../../shared/forms/FieldValue';

export interface FieldProps<T extends FormField['type'] = FormField['type']> {
  field: Extract<FormField, { type: T }>;
  /** Unique on the page: the block id and the field id. */
  inputId: string;
  value: FieldValue | undefined;
  error: string | null;
  onChange: (value: FieldValue) => void;
}

// The ids that aria-describedby points at, so screen readers read the description and the error.
export function describedBy(inputId: string, field: FormField, error: string | null): string | undefined {
  const ids = [
    field.type !== 'hidden' && field.description ? `${inputId}-description` : '',
    error ? `${inputId}-error` : '',
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
