import { LIKERT_SCALE } from '../constants/formFields';

// Spec visitor-runtime §8: an empty value in a submission summary shows "N/A".
export const EMPTY_SUMMARY_VALUE = 'N/A';
// Spec media-and-reporting §3: the password mask is a fixed marker, never the text or its length.
const PASSWORD_MASK = '••••••••';

const LIKERT_LABELS = new Map<string, string>(LIKERT_SCALE.map((step) => [String(step.value), step.label]));

function texts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((part) => (typeof part === 'string' || typeof part === 'number' ? String(part).trim() : ''));
}

function joinFilled(parts: string[], separator: string): string {
  return parts.filter((part) => part !== '').join(separator);
}

function describePhone(value: unknown): string {
  const [country = '', area = '', prefix = '', line = ''] = texts(value);
  const local = joinFilled([area ? `(${area})` : '', joinFilled([prefix, line], '-')], ' ');
  return joinFilled([country ? `+${country.replace(/^\+/, '')}` : '', local], ' ');
}

function describeTime(value: unknown): string {
  const [hour = '', minute = '', half = ''] = texts(value);
  if (!hour && !minute) return '';
  return joinFilled([`${hour || '00'}:${minute.padStart(2, '0')}`, half], ' ');
}

function describeLikert(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
  return Object.entries(value as Record<string, unknown>)
    .filter(([, rating]) => typeof rating === 'string' && rating !== '')
    .map(([statement, rating]) => `${statement}: ${LIKERT_LABELS.get(rating as string) ?? String(rating)}`)
    .join('\n');
}

function describeAny(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim() === '' ? '' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return joinFilled(texts(value), ', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, part]) => [key, describeAny(part)])
      .filter(([, text]) => text !== '')
      .map(([key, text]) => `${key}: ${text}`)
      .join('\n');
  return '';
}

/**
 * A stored form value as an owner reads it in the submissions view, by the type of its field (spec
 * visitor-runtime §3 gives each composite type its parts): a name as one line, an address joined with commas,
 * a date as month/day/year, a phone as +country (area) prefix-line, a likert as one line per statement with
 * its label. Passwords are masked; anything empty, or a composite with no part filled, is "N/A". A field the
 * form no longer has (type unknown) is described from its shape.
 */
export function describeSubmissionValue(value: unknown, type: string | undefined): string {
  let text: string;
  switch (type) {
    case 'password':
      return describeAny(value) === '' ? EMPTY_SUMMARY_VALUE : PASSWORD_MASK;
    case 'name':
      text = joinFilled(texts(value), ' ');
      break;
    case 'address':
      text = joinFilled(texts(value), ', ');
      break;
    case 'date':
      text = texts(value).some((part) => part !== '') ? texts(value).join('/') : '';
      break;
    case 'time':
      text = describeTime(value);
      break;
    case 'phone':
      text = describePhone(value);
      break;
    case 'likert':
      text = describeLikert(value);
      break;
    default:
      text = describeAny(value);
  }
  return text === '' ? EMPTY_SUMMARY_VALUE : text;
}
