import { describe, it, expect } from 'vitest';
import {
  BILLING_PERIOD_UNITS,
  INDEFINITE_BILLING_CYCLES,
  ProductType,
  SELL_OUT_PRODUCT_TYPES,
  SUBSCRIPTION_TEMPLATE_VERSIONS,
} from '../../../../src/shared/constants/productTypes';

describe('ProductType (spec visitor-runtime §3)', () => {
  it('has exactly the spec codes', () => {
    expect(ProductType).toEqual({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 });
  });

  it('lets only physical and service products sell out (§4)', () => {
    expect(SELL_OUT_PRODUCT_TYPES).toEqual([1, 3]);
  });

  it('has the subscription template versions and billing units', () => {
    expect(SUBSCRIPTION_TEMPLATE_VERSIONS).toEqual([7, 7.1, 8]);
    expect(BILLING_PERIOD_UNITS).toEqual(['week', 'month', 'year']);
    expect(INDEFINITE_BILLING_CYCLES).toBe(0);
  });
});
