import type { MoneyFormatOptions } from './formatMoney';
import { readCurrencyLocaleParts } from './readCurrencyLocaleParts';

/** Everything formatMoney needs for one store currency, resolved once on the server and sent to islands. */
export interface MoneyStyle extends MoneyFormatOptions {
  currencyCode: string;
  locale: string;
  symbol: string;
  symbolPosition: 'before' | 'after';
  thousandsSeparator: string;
  decimalSeparator: string;
}

// The server resolves the store's money style with its own ICU and hands the result to the islands, so a
// browser whose ICU knows another symbol or separator still hydrates to the server's text.
export function resolveMoneyStyle(
  currencyCode: string,
  locale: string,
  overrides: MoneyFormatOptions = {},
): MoneyStyle {
  const parts = readCurrencyLocaleParts(locale, currencyCode);
  return {
    currencyCode,
    locale,
    symbol: parts.symbol,
    symbolPosition: parts.symbolPosition,
    thousandsSeparator: parts.group,
    decimalSeparator: parts.decimal,
    ...overrides,
  };
}
