import { describe, expect, it } from 'vitest';
import {
  addBillingPeriod,
  describeSubscriptionTerms,
  startSubscriptionTerms,
} from '../../../../src/shared/commerce/describeSubscriptionTerms';

describe('subscription terms', () => {
  it('states the cadence, the number of payments or until cancelled, and the next charge date', () => {
    const bought = Date.UTC(2026, 10, 28, 12);
    expect(
      describeSubscriptionTerms(
        startSubscriptionTerms({ billingPeriod: { value: 3, unit: 'MONTH' }, numBillingCycles: 4 }, bought),
      ),
    ).toBe('Renews every 3 months for 4 payments; next charge February 28, 2027.');
    expect(
      describeSubscriptionTerms(
        startSubscriptionTerms({ billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 }, bought),
      ),
    ).toBe('Renews every month until cancelled; next charge December 28, 2026.');
    // One payment in all: there is no next charge.
    expect(
      startSubscriptionTerms({ billingPeriod: { value: 1, unit: 'YEAR' }, numBillingCycles: 1 }, bought).nextChargeAt,
    ).toBeNull();
  });

  it('adds periods by the calendar in UTC', () => {
    expect(new Date(addBillingPeriod(Date.UTC(2027, 0, 31), { value: 1, unit: 'MONTH' })).toISOString()).toBe(
      '2027-03-03T00:00:00.000Z',
    );
    expect(new Date(addBillingPeriod(Date.UTC(2026, 11, 28), { value: 2, unit: 'WEEK' })).toISOString()).toBe(
      '2027-01-11T00:00:00.000Z',
    );
  });
});
