import { INDEFINITE_BILLING_CYCLES } from '../constants/productTypes';
import { getSubscriptionText, type BillingPlan } from './getSubscriptionText';

/** A subscription's plan as an order records it, with the dates of its first and next charges. */
export interface SubscriptionTerms {
  billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' };
  /** 0: renews until cancelled. */
  numBillingCycles: number;
  /** When the first payment was taken (the order), ms. */
  startedAt: number;
  /** When the next payment is due, ms; null when the plan has one payment only. */
  nextChargeAt: number | null;
}

/** The instant one billing period after `from`, by the calendar in UTC (a month after 31 January is 3 March). */
export function addBillingPeriod(from: number, period: SubscriptionTerms['billingPeriod']): number {
  const date = new Date(from);
  if (period.unit === 'WEEK') date.setUTCDate(date.getUTCDate() + 7 * period.value);
  else if (period.unit === 'MONTH') date.setUTCMonth(date.getUTCMonth() + period.value);
  else date.setUTCFullYear(date.getUTCFullYear() + period.value);
  return date.getTime();
}

/** The terms of a plan bought at `startedAt`: the next charge one period later, unless it is the only one. */
export function startSubscriptionTerms(plan: BillingPlan, startedAt: number): SubscriptionTerms {
  const billingPeriod = plan.billingPeriod as SubscriptionTerms['billingPeriod'];
  return {
    billingPeriod,
    numBillingCycles: plan.numBillingCycles,
    startedAt,
    nextChargeAt: plan.numBillingCycles === 1 ? null : addBillingPeriod(startedAt, billingPeriod),
  };
}

// What a subscriber reads before and after buying (checkout, confirmation, the owner's order): how often it
// renews, for how many payments (or until cancelled), and when the next charge is.
export function describeSubscriptionTerms(terms: SubscriptionTerms, locale = 'en-US'): string {
  const cadence = getSubscriptionText(terms, locale);
  const length = terms.numBillingCycles === INDEFINITE_BILLING_CYCLES ? ' until cancelled' : '';
  const next =
    terms.nextChargeAt === null
      ? ''
      : `; next charge ${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(terms.nextChargeAt)}`;
  return `${cadence.charAt(0).toUpperCase()}${cadence.slice(1)}${length}${next}.`;
}
