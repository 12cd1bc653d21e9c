import type { FormField } from '../blocks/form';
import { LIKERT_SCALE } from '../constants/formFields';
import { FORM_WORDS, type FormWords } from '../words/formWords';
import { fillWords } from '../words/fillWords';
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
// `words`: the site's language (the spec's English by default), the same on both sides.
export function validateField(
  field: FormField,
  value: FieldValue | undefined,
  words: FormWords = FORM_WORDS.en,
): string | null {
  if (field.type === 'section') return null;
  if (field.type === 'hidden')
    return value === undefined || (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH)
      ? null
      : words.invalidValue;
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
      if (typeof text !== 'string') return words.invalidValue;
      // Spec §5: a field that is empty and not required is valid.
      if (blank(text)) return required ? words.required : null;
      if (text.length > MAX_VALUE_LENGTH) return words.tooLong;
      return checkSingleValue(field, text.trim(), text, words);
    }
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone': {
      const parts = value ?? [];
      if (!isStringArray(parts) || parts.some((p) => p.length > MAX_VALUE_LENGTH)) return words.invalidValue;
      const normalized = field.type === 'phone' ? normalizePhoneValue(parts) : parts;
      if (normalized.length !== 0 && normalized.length !== PART_COUNTS[field.type]) return words.invalidValue;
      return checkParts(field, normalized, words);
    }
    case 'checkbox': {
      const checked = value ?? [];
      if (!isStringArray(checked)) return words.invalidValue;
      if (checked.some((option) => !field.options.includes(option))) return words.invalidOption;
      return required && checked.length === 0 ? words.required : null;
    }
    case 'likert': {
      const ratings = value ?? {};
      if (!isRecord(ratings)) return words.invalidValue;
      const answered = Object.entries(ratings).filter(([, rating]) => rating !== '');
      if (answered.some(([statement, rating]) => !field.options.includes(statement) || !LIKERT_VALUES.has(rating)))
        return words.invalidOption;
      return required && answered.length < field.options.length ? words.required : null;
    }
  }
}

function checkSingleValue(field: FormField, text: string, raw: string, words: FormWords): string | null {
  switch (field.type) {
    case 'email':
      return isValidEmail(text) ? null : fillWords(words.invalidEmail, { email: EMAIL_FORMAT_EXAMPLE });
    case 'textarea': {
      const max = readTextareaMaxLength(field.maxLength);
      return max !== null && raw.length > max ? words.characterLimitExceeded : null;
    }
    case 'number':
      return NUMBER.test(text) ? null : words.invalidNumber;
    case 'currency':
      return CURRENCY.test(text.replace(/,/g, '')) ? null : words.invalidCurrency;
    case 'website':
      return WEBSITE.test(text) ? null : words.invalidWebsite;
    case 'twitter':
      return TWITTER.test(text) ? null : words.invalidTwitter;
    case 'radio':
    case 'select':
      return field.options.includes(text) ? null : words.invalidOption;
    default:
      return null;
  }
}

function checkParts(
  field: Extract<FormField, { type: 'name' | 'address' | 'date' | 'time' | 'phone' }>,
  parts: string[],
  words: FormWords,
): string | null {
  const filled = parts.map((part) => !blank(part));
  switch (field.type) {
    case 'name':
      return field.required && !filled.every(Boolean) ? words.required : null;
    case 'address': {
      // Line 2 is optional; the country defaults to the United States, so it alone does not count as input.
      const needed = [ADDRESS_PART.line1, ADDRESS_PART.city, ADDRESS_PART.state, ADDRESS_PART.zip];
      if (field.required && !needed.every((i) => filled[i])) return words.required;
      const zip = (parts[ADDRESS_PART.zip] ?? '').trim();
      if (zip !== '' && isUsCountry(parts[ADDRESS_PART.country] ?? '') && !isUsZip(zip)) return words.invalidZip;
      return null;
    }
    case 'date':
    case 'time': {
      if (!filled.some(Boolean)) return field.required ? words.required : null;
      if (field.type === 'date') return isValidDateParts(parts) ? null : words.invalidDate;
      return isValidTimeParts(parts) ? null : words.invalidTime;
    }
    case 'phone': {
      // The country part is optional even when the phone is required.
      if (field.required && !filled.slice(1).every(Boolean)) return words.required;
      return parts.every((part, i) => (i === 0 ? /^\+?\d*$/ : DIGITS).test(part.trim())) ? null : words.invalidPhone;
    }
  }
}
