import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../../src/shared/forms/isValidEmail';
import { readTextareaMaxLength } from '../../../../src/shared/forms/readTextareaMaxLength';
import { describeCharacterCount } from '../../../../src/shared/forms/describeCharacterCount';
import { isUsCountry, isUsZip } from '../../../../src/shared/forms/isUsZip';
import { normalizePhoneValue } from '../../../../src/shared/forms/normalizePhoneValue';
import { readHiddenFieldValue } from '../../../../src/shared/forms/readHiddenFieldValue';
import { isValidDateParts, isValidTimeParts } from '../../../../src/shared/forms/isValidDateParts';
import { isPendingExpired } from '../../../../src/shared/forms/PendingSubmission';
import { OFFLINE_RETENTION_MS } from '../../../../src/shared/forms/formPolicy';
import { createIdempotencyId } from '../../../../src/shared/forms/createIdempotencyId';

describe('isValidEmail (spec §5: 3 to 256 characters, an address pattern)', () => {
  it('accepts addresses', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('first.last+tag@mail.example.org')).toBe(true);
  });
  it('refuses what is not an address', () => {
    for (const bad of ['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann @example.com', 'a@@b.co', 'ann@example.'])
      expect(isValidEmail(bad), bad).toBe(false);
  });
  it('refuses under 3 and over 256 characters', () => {
    expect(isValidEmail('a@')).toBe(false);
    const local = 'a'.repeat(64);
    const at256 = `${local}@${'b'.repeat(256 - local.length - 5)}.com`;
    expect(at256).toHaveLength(256);
    expect(isValidEmail(at256)).toBe(true);
    expect(isValidEmail(`a${at256}`)).toBe(false);
  });
});

describe('textarea maximum and counter (spec §5)', () => {
  it('a maximum of 0 or a non-number disables the limit', () => {
    for (const off of [0, -3, '0', 'abc', '', null, undefined, NaN, Infinity, {}])
      expect(readTextareaMaxLength(off), String(off)).toBeNull();
    expect(readTextareaMaxLength(20)).toBe(20);
    expect(readTextareaMaxLength('20')).toBe(20);
  });
  it("shows 'count / max', flagged over the maximum, and nothing when disabled", () => {
    expect(describeCharacterCount('hello', 5)).toEqual({ text: '5 / 5', over: false });
    expect(describeCharacterCount('hello!', 5)).toEqual({ text: '6 / 5', over: true });
    expect(describeCharacterCount('hello', 0)).toBeNull();
    expect(describeCharacterCount('hello', 'many')).toBeNull();
  });
});

describe('US zip (spec §5: exactly 5 digits)', () => {
  it('takes exactly 5 digits', () => {
    expect(isUsZip('04101')).toBe(true);
    for (const bad of ['4101', '041011', '0410a', '04101-1234', ' 04101']) expect(isUsZip(bad), bad).toBe(false);
  });
  it('applies to the United States, and to an empty country (the default)', () => {
    for (const us of ['', 'US', 'usa', 'United States', ' united states of america '])
      expect(isUsCountry(us), us).toBe(true);
    expect(isUsCountry('Canada')).toBe(false);
  });
});

describe('phone values (spec §5: 3 parts get an empty country part)', () => {
  it('prepends the country part to 3 parts only', () => {
    expect(normalizePhoneValue(['555', '123', '4567'])).toEqual(['', '555', '123', '4567']);
    expect(normalizePhoneValue(['44', '207', '946', '0000'])).toEqual(['44', '207', '946', '0000']);
  });
});

describe('hidden fields (spec §5: a same-named query parameter wins)', () => {
  it('takes the query parameter when present, else the configured value', () => {
    const field = { key: 'campaign', value: 'none' };
    expect(readHiddenFieldValue(field, '?campaign=spring&x=1')).toBe('spring');
    expect(readHiddenFieldValue(field, '?campaign=')).toBe('');
    expect(readHiddenFieldValue(field, '?other=1')).toBe('none');
    expect(readHiddenFieldValue(field, '')).toBe('none');
  });
});

describe('date and time parts', () => {
  it('accepts real dates only', () => {
    expect(isValidDateParts(['2', '29', '2024'])).toBe(true);
    expect(isValidDateParts(['2', '29', '2023'])).toBe(false);
    expect(isValidDateParts(['13', '1', '2024'])).toBe(false);
    expect(isValidDateParts(['1', '1', '24'])).toBe(false);
  });
  it('accepts 12-hour times', () => {
    expect(isValidTimeParts(['12', '05', 'PM'])).toBe(true);
    expect(isValidTimeParts(['13', '05', 'PM'])).toBe(false);
    expect(isValidTimeParts(['9', '60', 'AM'])).toBe(false);
    expect(isValidTimeParts(['9', '30', ''])).toBe(false);
  });
});

describe('kept submissions', () => {
  it('are dropped after 7 days', () => {
    expect(isPendingExpired({ createdAt: 0 }, OFFLINE_RETENTION_MS)).toBe(false);
    expect(isPendingExpired({ createdAt: 0 }, OFFLINE_RETENTION_MS + 1)).toBe(true);
  });
  it('have a 32-hex-character idempotency id from the randomness passed in', () => {
    expect(createIdempotencyId((a) => a.fill(171))).toBe('ab'.repeat(16));
  });
});
