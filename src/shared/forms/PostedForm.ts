import type { FormField } from '../blocks/form';
import { PART_COUNTS, type FieldValue, type FormValues } from './FieldValue';

/**
 * The names of a form's own inputs when the browser posts it without JavaScript (docs/forms.md). Field inputs
 * keep the names the fields already render: a single value under its field id, the parts of a composite as
 * `id[index]`, checked options repeated under the field id, a likert statement's rating as `id[row]`, a hidden
 * field under its key.
 */
export const POSTED_FORM_INPUTS = {
  formId: '_formId',
  blockId: '_blockId',
  pagePath: '_pagePath',
  /** Added by the service worker to a post it kept offline (32 hex characters): the post is stored once by it. */
  idempotencyId: '_idempotencyId',
} as const;

/** The query parameter of the page a stored post redirects back to: the block whose form shows as sent. */
export const FORM_SUBMITTED_PARAM = 'formSubmitted';

/** A form's state in a page rendered for a post without JavaScript: its answer, kept in the island's props. */
export type PostedFormState =
  { kind: 'invalid'; values: FormValues; errors: Record<string, string>; message: string } | { kind: 'submitted' };

function first(value: unknown): string {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : '';
}

function all(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

/**
 * The values by field id of a form posted as `application/x-www-form-urlencoded` (repeated names arrive as
 * arrays), in the shape the JSON submission has (src/shared/forms/FieldValue.ts), so both are judged by the same
 * rules. Passwords are read like any text; what the page shows again leaves them out (`forRedisplay`).
 */
export function readPostedFormValues(body: Record<string, unknown>, fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    let value: FieldValue;
    switch (field.type) {
      case 'section':
        continue;
      case 'hidden':
        value = field.key in body ? first(body[field.key]) : field.value;
        break;
      case 'name':
      case 'address':
      case 'date':
      case 'time':
      case 'phone': {
        // Every part by its index: a phone without its country input still gets its empty first part.
        value = Array.from({ length: PART_COUNTS[field.type] }, (_, index) => first(body[`${field.id}[${index}]`]));
        break;
      }
      case 'checkbox':
        value = all(body[field.id]).filter((option) => field.options.includes(option));
        break;
      case 'likert': {
        const ratings: Record<string, string> = {};
        field.options.forEach((statement, row) => {
          const rating = first(body[`${field.id}[${row}]`]);
          if (rating !== '') ratings[statement] = rating;
        });
        value = ratings;
        break;
      }
      default:
        value = first(body[field.id]);
    }
    values[field.id] = value;
  }
  return values;
}

/** The values a page shows again after a refused post: everything the visitor typed but passwords. */
export function forRedisplay(values: FormValues, fields: readonly FormField[]): FormValues {
  const shown = { ...values };
  for (const field of fields) if (field.type === 'password') shown[field.id] = '';
  return shown;
}
