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
