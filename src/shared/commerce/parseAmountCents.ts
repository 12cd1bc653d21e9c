import { findCurrency } from '../constants/currencies';

/**
 * An amount typed by a shopper ("25", "25.5", "25,50") in the currency's minor units, using our own table of
 * fraction digits (JPY 0, others 2); null when it is not a plain amount of this currency.
 */
export function parseAmountCents(text: string, currencyCode: string): number | null {
  const digits = findCurrency(currencyCode)?.fractionDigits ?? 2;
  const pattern = digits === 0 ? /^(\d{1,12})$/ : new RegExp(`^(\\d{1,12})(?:[.,](\\d{1,${digits}}))?$`);
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  return Number(match[1]) * 10 ** digits + (fraction ? Number(fraction) : 0);
}
