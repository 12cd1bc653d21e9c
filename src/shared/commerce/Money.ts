import { findCurrency } from '../constants/currencies';

// Spec visitor-runtime §3: "Money has an amount and a currencyCode." The amount counts the currency's
// smallest unit (as the site file does), so no floating-point sum ever loses a cent.
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

/** The amount in the major unit as schema.org's Offer.price expects it: '1250.00' for 125000 USD cents. */
export function toDecimalAmount(money: Money): string {
  const digits = findCurrency(money.currencyCode)?.fractionDigits ?? 2;
  const minor = String(Math.abs(money.amount)).padStart(digits + 1, '0');
  const integer = minor.slice(0, minor.length - digits);
  const sign = money.amount < 0 ? '-' : '';
  return digits > 0 ? `${sign}${integer}.${minor.slice(-digits)}` : `${sign}${integer}`;
}
