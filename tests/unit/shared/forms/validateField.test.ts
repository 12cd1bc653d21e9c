import { describe, expect, it } from 'vitest';
import { FormField } from '../../../../src/shared/blocks/form';
import { validateField } from '../../../../src/shared/forms/validateField';
import { validateFormValues } from '../../../../src/shared/forms/validateFormValues';
import { FIELD_MESSAGES } from '../../../../src/shared/forms/fieldMessages';
import { FORM_MESSAGES } from '../../../../src/shared/messages/formMessages';

const field = (value: Record<string, unknown>) => FormField.parse({ id: 'f', label: 'F', ...value });
const EMAIL_MESSAGE = 'Email is not valid. Email addresses should follow the format name@example.com.';

describe('validateField', () => {
  it('email: empty and not required is valid; else a valid address, with the exact message', () => {
    expect(validateField(field({ type: 'email' }), '')).toBeNull();
    expect(validateField(field({ type: 'email', required: true }), '')).toBe(FIELD_MESSAGES.required);
    expect(validateField(field({ type: 'email' }), 'ann@')).toBe(EMAIL_MESSAGE);
    expect(FORM_MESSAGES.invalidEmail('name@example.com')).toBe(EMAIL_MESSAGE);
    expect(validateField(field({ type: 'email' }), ' ann@example.com ')).toBeNull();
  });

  it('textarea: at most the maximum, unless the maximum is disabled', () => {
    expect(validateField(field({ type: 'textarea', maxLength: 3 }), 'abc')).toBeNull();
    expect(validateField(field({ type: 'textarea', maxLength: 3 }), 'abcd')).toBe(FORM_MESSAGES.characterLimitExceeded);
    expect(validateField(field({ type: 'textarea', maxLength: 0 }), 'abcd')).toBeNull();
    expect(validateField(field({ type: 'textarea', maxLength: 'x' }), 'abcd')).toBeNull();
    expect(validateField(field({ type: 'textarea', maxLength: 3, required: true }), '')).toBe(FIELD_MESSAGES.required);
  });

  it('sections skip validation; hidden fields take any short text', () => {
    expect(validateField(field({ type: 'section' }), 'anything')).toBeNull();
    expect(validateField(field({ type: 'hidden', key: 'k' }), 'v')).toBeNull();
    expect(validateField(field({ type: 'hidden', key: 'k' }), ['v'])).toBe(FIELD_MESSAGES.invalidValue);
  });

  it('single-value types', () => {
    expect(validateField(field({ type: 'number' }), '-1.5')).toBeNull();
    expect(validateField(field({ type: 'number' }), '1e3')).toBe(FIELD_MESSAGES.invalidNumber);
    expect(validateField(field({ type: 'currency' }), '1,250.50')).toBeNull();
    expect(validateField(field({ type: 'currency' }), '1.234')).toBe(FIELD_MESSAGES.invalidCurrency);
    expect(validateField(field({ type: 'website' }), 'https://example.com/a?b')).toBeNull();
    expect(validateField(field({ type: 'website' }), 'example')).toBe(FIELD_MESSAGES.invalidWebsite);
    expect(validateField(field({ type: 'twitter' }), '@a_b')).toBeNull();
    expect(validateField(field({ type: 'twitter' }), 'a b')).toBe(FIELD_MESSAGES.invalidTwitter);
    expect(validateField(field({ type: 'password', required: true }), 'x')).toBeNull();
    expect(validateField(field({ type: 'text', required: true }), '   ')).toBe(FIELD_MESSAGES.required);
    expect(validateField(field({ type: 'text' }), 'x'.repeat(10_001))).toBe(FIELD_MESSAGES.tooLong);
    expect(validateField(field({ type: 'text' }), 5 as never)).toBe(FIELD_MESSAGES.invalidValue);
  });

  it('choices must be among the options', () => {
    const options = ['A', 'B'];
    expect(validateField(field({ type: 'radio', options }), 'A')).toBeNull();
    expect(validateField(field({ type: 'select', options }), 'C')).toBe(FIELD_MESSAGES.invalidOption);
    expect(validateField(field({ type: 'radio', options, required: true }), '')).toBe(FIELD_MESSAGES.required);
    expect(validateField(field({ type: 'checkbox', options }), ['A', 'B'])).toBeNull();
    expect(validateField(field({ type: 'checkbox', options }), ['C'])).toBe(FIELD_MESSAGES.invalidOption);
    expect(validateField(field({ type: 'checkbox', options, required: true }), [])).toBe(FIELD_MESSAGES.required);
  });

  it('likert: ratings -2..2 for known statements; required means every statement', () => {
    const likert = field({ type: 'likert', options: ['S1', 'S2'], required: true });
    expect(validateField(likert, { S1: '-2', S2: '2' })).toBeNull();
    expect(validateField(likert, { S1: '-2' })).toBe(FIELD_MESSAGES.required);
    expect(validateField(likert, { S1: '3', S2: '0' })).toBe(FIELD_MESSAGES.invalidOption);
    expect(validateField(likert, { S9: '0', S1: '0', S2: '0' })).toBe(FIELD_MESSAGES.invalidOption);
  });

  it('composite fields', () => {
    expect(validateField(field({ type: 'name', required: true }), ['Ann', ''])).toBe(FIELD_MESSAGES.required);
    expect(validateField(field({ type: 'name' }), ['', ''])).toBeNull();
    const address = field({ type: 'address', required: true });
    expect(validateField(address, ['1 Way', '', 'Town', 'ME', '04101', 'United States'])).toBeNull();
    expect(validateField(address, ['1 Way', '', 'Town', 'ME', '4101', 'United States'])).toBe(
      FIELD_MESSAGES.invalidZip,
    );
    expect(validateField(address, ['1 Way', '', 'Town', 'ON', 'K1A 0B1', 'Canada'])).toBeNull();
    expect(validateField(address, ['', '', '', '', '', 'United States'])).toBe(FIELD_MESSAGES.required);
    expect(validateField(field({ type: 'date' }), ['', '', ''])).toBeNull();
    expect(validateField(field({ type: 'date' }), ['2', '30', '2024'])).toBe(FIELD_MESSAGES.invalidDate);
    expect(validateField(field({ type: 'time', required: true }), ['', '', ''])).toBe(FIELD_MESSAGES.required);
    expect(validateField(field({ type: 'time' }), ['13', '00', 'PM'])).toBe(FIELD_MESSAGES.invalidTime);
    // Phones: 3 parts are read with an empty country part; the country part is optional.
    const phone = field({ type: 'phone', required: true });
    expect(validateField(phone, ['555', '123', '4567'])).toBeNull();
    expect(validateField(phone, ['+44', '207', '946', '0000'])).toBeNull();
    expect(validateField(phone, ['555', '12a', '4567'])).toBe(FIELD_MESSAGES.invalidPhone);
    expect(validateField(phone, ['', '555', '', '4567'])).toBe(FIELD_MESSAGES.required);
    expect(validateField(phone, ['1', '2'])).toBe(FIELD_MESSAGES.invalidValue);
  });
});

describe('validateFormValues', () => {
  it('gives each invalid field its message by field id, and nothing for a valid form', () => {
    const fields = [
      FormField.parse({ type: 'section', id: 's', label: 'Section' }),
      FormField.parse({ type: 'email', id: 'email', label: 'Email', required: true }),
      FormField.parse({ type: 'text', id: 'note', label: 'Note' }),
    ];
    expect(validateFormValues(fields, { email: 'x' })).toEqual({ email: EMAIL_MESSAGE });
    expect(validateFormValues(fields, { email: 'a@b.co' })).toEqual({});
  });
});
