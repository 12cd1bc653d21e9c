import { describe, expect, it } from 'vitest';
import { describeSubmissionValue } from '../../../../src/shared/config/describeSubmissionValue';

describe('describeSubmissionValue', () => {
  it('shows N/A for anything empty, whatever its shape', () => {
    for (const [value, type] of [
      [undefined, 'text'],
      ['', 'text'],
      ['   ', 'email'],
      [['', ''], 'name'],
      [['', '', '', '', '', ''], 'address'],
      [[], 'checkbox'],
      [{}, 'likert'],
      [['', '', ''], 'date'],
      [['', '', 'AM'], 'time'],
      [['', '', '', ''], 'phone'],
      [{}, undefined],
      [null, undefined],
    ] as const)
      expect(describeSubmissionValue(value, type), JSON.stringify([value, type])).toBe('N/A');
  });

  it('masks a password with a marker that does not tell its length', () => {
    const short = describeSubmissionValue('abc', 'password');
    const long = describeSubmissionValue('a much longer secret', 'password');
    expect(short).toBe(long);
    expect(short).not.toContain('abc');
    expect(describeSubmissionValue('', 'password')).toBe('N/A');
  });

  it('reads composite values by their parts', () => {
    expect(describeSubmissionValue(['Ada', 'Lovelace'], 'name')).toBe('Ada Lovelace');
    expect(describeSubmissionValue(['1 Main St', '', 'Springfield', 'IL', '62701', 'United States'], 'address')).toBe(
      '1 Main St, Springfield, IL, 62701, United States',
    );
    expect(describeSubmissionValue(['12', '31', '2026'], 'date')).toBe('12/31/2026');
    expect(describeSubmissionValue(['9', '5', 'PM'], 'time')).toBe('9:05 PM');
    expect(describeSubmissionValue(['44', '20', '7946', '0958'], 'phone')).toBe('+44 (20) 7946-0958');
    expect(describeSubmissionValue(['', '555', '123', '4567'], 'phone')).toBe('(555) 123-4567');
    expect(describeSubmissionValue(['Red', 'Blue'], 'checkbox')).toBe('Red, Blue');
    expect(describeSubmissionValue({ 'Fast service': '2', 'Fair prices': '-1' }, 'likert')).toBe(
      'Fast service: Strongly Agree\nFair prices: Disagree',
    );
  });

  it('keeps text as the visitor wrote it and describes unknown shapes without JSON', () => {
    expect(describeSubmissionValue('<b>hi</b>, "quoted"', 'text')).toBe('<b>hi</b>, "quoted"');
    expect(describeSubmissionValue({ first: 'Ada', last: '' }, undefined)).toBe('first: Ada');
    expect(describeSubmissionValue(42, undefined)).toBe('42');
  });
});
