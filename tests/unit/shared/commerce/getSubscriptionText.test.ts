import { describe, expect, it } from 'vitest';
import { getSubscriptionText } from '../../../../src/shared/commerce/getSubscriptionText';

const plan = (value: number, unit: string, numBillingCycles = 0) => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});

describe('getSubscriptionText (spec visitor-runtime §1)', () => {
  it('words exactly one period without a number', () => {
    expect(getSubscriptionText(plan(1, 'WEEK'))).toBe('renews every week');
    expect(getSubscriptionText(plan(1, 'MONTH'))).toBe('renews every month');
    expect(getSubscriptionText(plan(1, 'year'))).toBe('renews every year');
  });

  it('words more than one period with the number and a plural unit', () => {
    expect(getSubscriptionText(plan(2, 'WEEK'))).toBe('renews every 2 weeks');
    expect(getSubscriptionText(plan(3, 'MONTH'))).toBe('renews every 3 months');
    expect(getSubscriptionText(plan(2, 'YEAR'))).toBe('renews every 2 years');
  });

  it('adds "for {p} payments" to finite plans; 0 cycles is indefinite', () => {
    expect(getSubscriptionText(plan(3, 'MONTH', 4))).toBe('renews every 3 months for 4 payments');
    expect(getSubscriptionText(plan(1, 'MONTH', 12))).toBe('renews every month for 12 payments');
    expect(getSubscriptionText(plan(2, 'WEEK', 1))).toBe('renews every 2 weeks for 1 payment');
    expect(getSubscriptionText(plan(1, 'MONTH', 0))).toBe('renews every month');
  });

  it('refuses an unknown unit', () => {
    expect(() => getSubscriptionText(plan(1, 'DAY'))).toThrow(/Unknown billing period unit DAY/);
  });
});
