import { describe, it, expect } from 'vitest';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  findCurrency,
  isCurrencyCode,
} from '../../../../src/shared/constants/currencies';

describe('CURRENCIES (spec media-and-reporting §3, visitor-runtime §3)', () => {
  it('lists the 27 spec currencies by name, in the spec order', () => {
    expect(CURRENCIES.map((c) => c.name)).toEqual([
      'Euro',
      'US Dollar',
      'Australian Dollar',
      'Norwegian Krone',
      'Canadian Dollar',
      'New Zealand Dollar',
      'Danish Krone',
      'Pound Sterling',
      'Hong Kong Dollar',
      'Swiss Franc',
      'Mexican Peso',
      'Singapore Dollar',
      'Swedish Krona',
      'Czech Koruna',
      'Israeli Shekel',
      'Philippine Peso',
      'Russian Ruble',
      'Polish Zloty',
      'Thai Baht',
      'Malaysian Ringgit',
      'Argentine Peso',
      'Brazilian Real',
      'Colombian Peso',
      'Indonesian Rupiah',
      'Indian Rupee',
      'Yen',
      'South African Rand',
    ]);
  });

  it('uses the ISO 4217 codes and numeric codes', () => {
    expect(Object.fromEntries(CURRENCIES.map((c) => [c.code, c.numericCode]))).toEqual({
      EUR: '978',
      USD: '840',
      AUD: '036',
      NOK: '578',
      CAD: '124',
      NZD: '554',
      DKK: '208',
      GBP: '826',
      HKD: '344',
      CHF: '756',
      MXN: '484',
      SGD: '702',
      SEK: '752',
      CZK: '203',
      ILS: '376',
      PHP: '608',
      RUB: '643',
      PLN: '985',
      THB: '764',
      MYR: '458',
      ARS: '032',
      BRL: '986',
      COP: '170',
      IDR: '360',
      INR: '356',
      JPY: '392',
      ZAR: '710',
    });
  });

  it('has unique codes and numeric codes of three upper-case letters and three digits', () => {
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(27);
    expect(new Set(CURRENCIES.map((c) => c.numericCode)).size).toBe(27);
    for (const c of CURRENCIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.numericCode).toMatch(/^\d{3}$/);
    }
  });

  it('gives JPY 0 fraction digits and every other currency 2', () => {
    for (const c of CURRENCIES) expect(c.fractionDigits).toBe(c.code === 'JPY' ? 0 : 2);
  });

  it('defaults to USD', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
  });
});

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
