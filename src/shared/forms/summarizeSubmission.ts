import type { FormField } from '../blocks/form';
import { FORM_MESSAGES } from '../messages/formMessages';
import type { FieldValue, FormValues } from './FieldValue';

export interface SummaryLine {
  label: string;
  text: string;
}

function describeValue(field: FormField, value: FieldValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) {
    const separator = field.type === 'phone' ? '-' : field.type === 'date' ? '/' : ' ';
    return value
      .map((part) => part.trim())
      .filter(Boolean)
      .join(field.type === 'address' ? ', ' : separator);
  }
  return Object.entries(value)
    .filter(([, rating]) => rating !== '')
    .map(([statement, rating]) => `${statement}: ${rating}`)
    .join('; ');
}

// A readable summary of a submission, one line per field. Spec visitor-runtime §3 and §8: sections are
// skipped and an empty value shows "N/A".
export function summarizeSubmission(fields: readonly FormField[], values: FormValues): SummaryLine[] {
  return fields
    .filter((field) => field.type !== 'section')
    .map((field) => {
      const text = describeValue(field, values[field.id]);
      return { label: field.label || field.id, text: text === '' ? FORM_MESSAGES.emptySummaryValue : text };
    });
}
