// Spec media-and-reporting §3 (currencies, by the spec's names) and visitor-runtime §3 (fields; JPY has 0
// fraction digits, all others 2). ISO 4217 codes; numeric codes are strings so leading zeros survive.
interface Currency {
  readonly code: string;
  readonly name: string;
  readonly fractionDigits: 0 | 2;
  readonly numericCode: string;
}

export const CURRENCIES = [
  { code: 'EUR', name: 'Euro', fractionDigits: 2, numericCode: '978' },
  { code: 'USD', name: 'US Dollar', fractionDigits: 2, numericCode: '840' },
  { code: 'AUD', name: 'Australian Dollar', fractionDigits: 2, numericCode: '036' },
  { code: 'NOK', name: 'Norwegian Krone', fractionDigits: 2, numericCode: '578' },
  { code: 'CAD', name: 'Canadian Dollar', fractionDigits: 2, numericCode: '124' },
  { code: 'NZD', name: 'New Zealand Dollar', fractionDigits: 2, numericCode: '554' },
  { code: 'DKK', name: 'Danish Krone', fractionDigits: 2, numericCode: '208' },
  { code: 'GBP', name: 'Pound Sterling', fractionDigits: 2, numericCode: '826' },
  { code: 'HKD', name: 'Hong Kong Dollar', fractionDigits: 2, numericCode: '344' },
  { code: 'CHF', name: 'Swiss Franc', fractionDigits: 2, numericCode: '756' },
  { code: 'MXN', name: 'Mexican Peso', fractionDigits: 2, numericCode: '484' },
  { code: 'SGD', name: 'Singapore Dollar', fractionDigits: 2, numericCode: '702' },
  { code: 'SEK', name: 'Swedish Krona', fractionDigits: 2, numericCode: '752' },
  { code: 'CZK', name: 'Czech Koruna', fractionDigits: 2, numericCode: '203' },
  { code: 'ILS', name: 'Israeli Shekel', fractionDigits: 2, numericCode: '376' },
  { code: 'PHP', name: 'Philippine Peso', fractionDigits: 2, numericCode: '608' },
  { code: 'RUB', name: 'Russian Ruble', fractionDigits: 2, numericCode: '643' },
  { code: 'PLN', name: 'Polish Zloty', fractionDigits: 2, numericCode: '985' },
  { code: 'THB', name: 'Thai Baht', fractionDigits: 2, numericCode: '764' },
  { code: 'MYR', name: 'Malaysian Ringgit', fractionDigits: 2, numericCode: '458' },
  { code: 'ARS', name: 'Argentine Peso', fractionDigits: 2, numericCode: '032' },
  { code: 'BRL', name: 'Brazilian Real', fractionDigits: 2, numericCode: '986' },
  { code: 'COP', name: 'Colombian Peso', fractionDigits: 2, numericCode: '170' },
  { code: 'IDR', name: 'Indonesian Rupiah', fractionDigits: 2, numericCode: '360' },
  { code: 'INR', name: 'Indian Rupee', fractionDigits: 2, numericCode: '356' },
  { code: 'JPY', name: 'Yen', fractionDigits: 0, numericCode: '392' },
  { code: 'ZAR', name: 'South African Rand', fractionDigits: 2, numericCode: '710' },
] as const satisfies readonly Currency[];

type CurrencyCode = (typeof CURRENCIES)[number]['code'];

const CURRENCIES_BY_CODE: ReadonlyMap<string, Currency> = new Map(CURRENCIES.map((c) => [c.code, c]));

/** The catalogue entry for an ISO code, exact upper case as the spec stores it; undefined if unsupported. */
export function findCurrency(code: string): Currency | undefined {
  return CURRENCIES_BY_CODE.get(code);
}

export function isCurrencyCode(code: string): code is CurrencyCode {
  return CURRENCIES_BY_CODE.has(code);
}
