import { describe, it, expect } from 'vitest';
import { findCurrency, isCurrencyCode } from '../../../../src/shared/constants/currencies';

describe('findCurrency', () => {
  it('finds a currency by code', () => {
    expect(findCurrency('JPY')).toEqual({ code: 'JPY', name: 'Yen', fractionDigits: 0, numericCode: '392' });
    expect(findCurrency('AUD')?.numericCode).toBe('036');
  });

  it('answers undefined for unsupported or lower-case codes', () => {
    expect(findCurrency('CNY')).toBeUndefined();
    expect(findCurrency('usd')).toBeUndefined();
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('XXX')).toBe(false);
  });
});
