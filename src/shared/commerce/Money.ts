import { findCurrency } from '../constants/currencies';

// Spec visitor-runtime §3: "Money has an amount and a currencyCode." The amount is an integer count of the
// currency's smallest unit (cents for USD, yen for JPY), the same unit the site file stores prices in, so
// no floating-point sum ever loses a cent.
export interface Money {
  readonly amount: number;
  readonly currencyCode: string;
}

export function createMoney(amount: number, currencyCode: string): Money {
  return { amount, currencyCode };
}

/** True for a value the money formatter accepts: an integer amount in a supported currency. */
export function isMoney(value: unknown): value is Money {
  if (typeof value !== 'object' || value === null) return false;
  const { amount, currencyCode } = value as Record<string, unknown>;
  return Number.isSafeInteger(amount) && typeof currencyCode === 'string' && findCurrency(currencyCode) !== undefined;
}

/**
 * The amount as a plain decimal number in the currency's major unit, with the currency's own digits from our
 * table ('1250.00' for 125000 USD cents, '1250' for 1250 JPY): what schema.org's Offer.price expects. No
 * grouping, no symbol, a dot for the decimal separator whatever the locale.
 */
export function toDecimalAmount(money: Money): string {
  const digits = findCurrency(money.currencyCode)?.fractionDigits ?? 2;
  const minor = String(Math.abs(money.amount)).padStart(digits + 1, '0');
  const integer = minor.slice(0, minor.length - digits);
  const sign = money.amount < 0 ? '-' : '';
  return digits > 0 ? `${sign}${integer}.${minor.slice(-digits)}` : `${sign}${integer}`;
}
