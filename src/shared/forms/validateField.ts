import type { FormField } from '../blocks/form';
import { LIKERT_SCALE } from '../constants/formFields';
import { FORM_MESSAGES } from '../messages/formMessages';
import { FIELD_MESSAGES } from './fieldMessages';
import { EMAIL_FORMAT_EXAMPLE, MAX_VALUE_LENGTH } from './formPolicy';
import { ADDRESS_PART, PART_COUNTS, type FieldValue } from './FieldValue';
import { isValidEmail } from './isValidEmail';
import { isUsCountry, isUsZip } from './isUsZip';
import { normalizePhoneValue } from './normalizePhoneValue';
import { readTextareaMaxLength } from './readTextareaMaxLength';
import { isValidDateParts, isValidTimeParts } from './isValidDateParts';

const NUMBER = /^-?\d+(\.\d+)?$/;
const CURRENCY = /^\d+(\.\d{1,2})?$/;
const WEBSITE = /^(https?:\/\/)?[^\s./:]+(\.[^\s./:]+)+(:\d+)?(\/\S*)?$/i;
const TWITTER = /^@?\w{1,15}$/;
const DIGITS = /^\d*$/;
const LIKERT_VALUES = new Set(LIKERT_SCALE.map((step) => String(step.value)));

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((part) => typeof part === 'string');
const isRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');
const blank = (text: string) => text.trim() === '';

// Returns the error message for one field's value, or null when it is valid. Used by the browser before
// sending and by the server on every submission (spec visitor-runtime §5); sections are never validated.
export function validateField(field: FormField, value: FieldValue | undefined): string | null {
  if (field.type === 'section') return null;
  if (field.type === 'hidden')
    return value === undefined || (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH)
      ? null
      : FIELD_MESSAGES.invalidValue;
  const required = field.required;
  switch (field.type) {
    case 'text':
    case 'password':
    case 'textarea':
    case 'email':
    case 'number':
    case 'currency':
    case 'website':
    case 'twitter':
    case 'radio':
    case 'select': {
      const text = value ?? '';
      if (typeof text !== 'string') return FIELD_MESSAGES.invalidValue;
      // Spec §5: a field that is empty and not required is valid.
      if (blank(text)) return required ? FIELD_MESSAGES.required : null;
      if (text.length > MAX_VALUE_LENGTH) return FIELD_MESSAGES.tooLong;
      return checkSingleValue(field, text.trim(), text);
    }
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone': {
      const parts = value ?? [];
      if (!isStringArray(parts) || parts.some((p) => p.length > MAX_VALUE_LENGTH)) return FIELD_MESSAGES.invalidValue;
      const normalized = field.type === 'phone' ? normalizePhoneValue(parts) : parts;
      if (normalized.length !== 0 && normalized.length !== PART_COUNTS[field.type]) return FIELD_MESSAGES.invalidValue;
      return checkParts(field, normalized);
    }
    case 'checkbox': {
      const checked = value ?? [];
      if (!isStringArray(checked)) return FIELD_MESSAGES.invalidValue;
      if (checked.some((option) => !field.options.includes(option))) return FIELD_MESSAGES.invalidOption;
      return required && checked.length === 0 ? FIELD_MESSAGES.required : null;
    }
    case 'likert': {
      const ratings = value ?? {};
      if (!isRecord(ratings)) return FIELD_MESSAGES.invalidValue;
      const answered = Object.entries(ratings).filter(([, rating]) => rating !== '');
      if (answered.some(([statement, rating]) => !field.options.includes(statement) || !LIKERT_VALUES.has(rating)))
        return FIELD_MESSAGES.invalidOption;
      return required && answered.length < field.options.length ? FIELD_MESSAGES.required : null;
    }
  }
}

function checkSingleValue(field: FormField, text: string, raw: string): string | null {
  switch (field.type) {
    case 'email':
      return isValidEmail(text) ? null : FORM_MESSAGES.invalidEmail(EMAIL_FORMAT_EXAMPLE);
    case 'textarea': {
      const max = readTextareaMaxLength(field.maxLength);
      return max !== null && raw.length > max ? FORM_MESSAGES.characterLimitExceeded : null;
    }
    case 'number':
      return NUMBER.test(text) ? null : FIELD_MESSAGES.invalidNumber;
    case 'currency':
      return CURRENCY.test(text.replace(/,/g, '')) ? null : FIELD_MESSAGES.invalidCurrency;
    case 'website':
      return WEBSITE.test(text) ? null : FIELD_MESSAGES.invalidWebsite;
    case 'twitter':
      return TWITTER.test(text) ? null : FIELD_MESSAGES.invalidTwitter;
    case 'radio':
    case 'select':
      return field.options.includes(text) ? null : FIELD_MESSAGES.invalidOption;
    default:
      return null;
  }
}

function checkParts(
  field: Extract<FormField, { type: 'name' | 'address' | 'date' | 'time' | 'phone' }>,
  parts: string[],
): string | null {
  const filled = parts.map((part) => !blank(part));
  switch (field.type) {
    case 'name':
      return field.required && !filled.every(Boolean) ? FIELD_MESSAGES.required : null;
    case 'address': {
      // Line 2 is optional; the country defaults to the United States, so it alone does not count as input.
      const needed = [ADDRESS_PART.line1, ADDRESS_PART.city, ADDRESS_PART.state, ADDRESS_PART.zip];
      if (field.required && !needed.every((i) => filled[i])) return FIELD_MESSAGES.required;
      const zip = (parts[ADDRESS_PART.zip] ?? '').trim();
      if (zip !== '' && isUsCountry(parts[ADDRESS_PART.country] ?? '') && !isUsZip(zip))
        return FIELD_MESSAGES.invalidZip;
      return null;
    }
    case 'date':
    case 'time': {
      if (!filled.some(Boolean)) return field.required ? FIELD_MESSAGES.required : null;
      if (field.type === 'date') return isValidDateParts(parts) ? null : FIELD_MESSAGES.invalidDate;
      return isValidTimeParts(parts) ? null : FIELD_MESSAGES.invalidTime;
    }
    case 'phone': {
      // The country part is optional even when the phone is required.
      if (field.required && !filled.slice(1).every(Boolean)) return FIELD_MESSAGES.required;
      return parts.every((part, i) => (i === 0 ? /^\+?\d*$/ : DIGITS).test(part.trim()))
        ? null
        : FIELD_MESSAGES.invalidPhone;
    }
  }
}
