import { BILLING_PERIOD_UNITS, INDEFINITE_BILLING_CYCLES, type BillingPeriodUnit } from '../constants/productTypes';
import { PRICE_WORDS } from '../words/priceWords';
import { selectWords } from '../words/selectWords';
import { formatMessage } from '../messageFormat/formatMessage';

export interface BillingPlan {
  billingPeriod: { value: number; unit: string };
  numBillingCycles: number;
}

function toUnit(unit: string): BillingPeriodUnit {
  const lower = unit.toLowerCase();
  if (!(BILLING_PERIOD_UNITS as readonly string[]).includes(lower))
    throw new RangeError(`Unknown billing period unit ${unit}`);
  return lower as BillingPeriodUnit;
}

// Spec visitor-runtime §1: "renews every {n} weeks/months/years", worded for exactly 1 and for more than 1,
// followed by "for {p} payments" when the plan has a finite number of payments (0 means indefinite, §3).
export function getSubscriptionText(plan: BillingPlan, locale = 'en-US'): string {
  const words = selectWords(PRICE_WORDS, locale);
  const renews = formatMessage(words.renewsEvery, locale, {
    n: plan.billingPeriod.value,
    unit: toUnit(plan.billingPeriod.unit),
  });
  if (plan.numBillingCycles === INDEFINITE_BILLING_CYCLES) return renews;
  return `${renews} ${formatMessage(words.forPayments, locale, { p: plan.numBillingCycles })}`;
}
