import { useState } from 'react';
import type { FormField } from '../../../shared/blocks/form';
import { emptyValueFor, type FieldValue, type FormValues } from '../../../shared/forms/FieldValue';

function initialValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = emptyValueFor(field);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

// Values and errors by field id; typing clears a field's error. A script-free post's answer starts from it.
export function useFormState(
  fields: readonly FormField[],
  posted?: { values: FormValues; errors: Record<string, string> },
) {
  const [values, setValues] = useState<FormValues>(() => ({ ...initialValues(fields), ...posted?.values }));
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const setValue = (id: string, value: FieldValue) => {
    setValues((old) => ({ ...old, [id]: value }));
    setErrors((old) => {
      if (!(id in old)) return old;
      const { [id]: _cleared, ...rest } = old;
      return rest;
    });
  };
  return { values, setValues, setValue, errors, setErrors };
}
