import type { FormField } from '../blocks/form';

// A field's value in the submission's `form` JSON (spec visitor-runtime §3): a string, a composite field's
// parts in order (docs/forms.md), checkbox's checked options, or likert's ratings (as text) by statement.
export type FieldValue = string | string[] | Record<string, string>;
export type FormValues = Record<string, FieldValue>;

export const PART_COUNTS = { name: 2, address: 6, date: 3, time: 3, phone: 4 } as const;
export const ADDRESS_PART = { line1: 0, line2: 1, city: 2, state: 3, zip: 4, country: 5 } as const;
const DEFAULT_COUNTRY = 'United States';

// The value a field starts with before the visitor types anything.
export function emptyValueFor(field: FormField): FieldValue | undefined {
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden':
      return field.value;
    case 'name':
    case 'date':
    case 'time':
    case 'phone':
      return Array.from({ length: PART_COUNTS[field.type] }, () => '');
    case 'address':
      return ['', '', '', '', '', DEFAULT_COUNTRY];
    case 'checkbox':
      return [];
    case 'likert':
      return {};
    default:
      return '';
  }
}
