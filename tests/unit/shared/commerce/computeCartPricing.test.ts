import { describe, expect, it } from 'vitest';
import { computeCart, type CartSettings } from '../../../../src/shared/commerce/computeCart';
import type { CartEntryView } from '../../../../src/shared/commerce/CartView';
import { Coupon, TaxRule } from '../../../../src/shared/siteData/StorePricing';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const state = (couponCodes: string[] = []) => ({
  id: 'c',
  websiteId: 'w',
  orderId: null,
  created: 0,
  isPurchased: false,
  selectedShippingOptionId: null,
  shippingLocation: null,
  couponCodes,
});
const entry = (sku: string, productType: number, unitPriceCents: number, quantity = 1): CartEntryView => ({
  productId: sku,
  sku,
  title: sku,
  productType,
  options: [],
  quantity,
  unitPriceCents,
  lineTotalCents: unitPriceCents * quantity,
  image: null,
  path: null,
});
const coupons = [
  { code: 'ten', type: 'PERCENTAGE', percentage: 10 },
  { code: 'FIVE', type: 'FIXED_AMOUNT', amountCents: 500, minimumSubtotalCents: 3000 },
  { code: 'SHIPFREE', type: 'FREE_SHIPPING' },
  { code: 'OLD', type: 'PERCENTAGE', percentage: 50, expiresAt: '2026-01-01T00:00:00Z' },
  { code: 'HUGE', type: 'FIXED_AMOUNT', amountCents: 1_000_000 },
].map((c) => Coupon.parse(c));
const settings = (taxRules: unknown[] = []): CartSettings => ({
  currencyCode: 'EUR',
  shippingOptions: [{ id: 'post', name: 'Post', priceCents: 700 }],
  minimumSubtotalCents: 0,
  coupons,
  taxRules: taxRules.map((t) => TaxRule.parse(t)),
  now: NOW,
});

describe('coupons, computed by the server', () => {
  it('sorts entered codes into valid and invalid (unknown, expired, under the minimum)', () => {
    const cart = computeCart(state(['TEN', 'FIVE', 'OLD', 'NOPE']), [entry('a', 1, 2000)], settings());
    expect(cart.coupons).toEqual(['TEN', 'FIVE', 'OLD', 'NOPE']);
    expect(cart.validCoupons).toEqual(['TEN']);
    expect(cart.invalidCoupons).toEqual(['FIVE', 'OLD', 'NOPE']);
    expect(cart.discountCents).toBe(200);
    expect(cart.grandTotalCents).toBe(2000 - 200 + 700);
  });

  it('adds valid discounts, takes free shipping off the shipping cost, never below zero', () => {
    const cart = computeCart(state(['TEN', 'FIVE', 'SHIPFREE']), [entry('a', 1, 4000)], settings());
    expect(cart.validCoupons).toEqual(['TEN', 'FIVE', 'SHIPFREE']);
    expect(cart.discountCents).toBe(400 + 500 + 700);
    expect(cart.grandTotalCents).toBe(4000 - 900);
    const huge = computeCart(state(['HUGE']), [entry('a', 1, 4000)], settings());
    expect(huge.discountCents).toBe(4000);
    expect(huge.grandTotalCents).toBe(700);
    // Free shipping on a cart that ships nothing takes nothing off.
    expect(computeCart(state(['SHIPFREE']), [entry('d', 2, 900)], settings()).discountCents).toBe(0);
  });

  it('turns a coupon invalid once the subtotal falls under its minimum', () => {
    expect(computeCart(state(['FIVE']), [entry('a', 1, 1500, 2)], settings()).validCoupons).toEqual(['FIVE']);
    expect(computeCart(state(['FIVE']), [entry('a', 1, 1500, 1)], settings()).invalidCoupons).toEqual(['FIVE']);
  });
});

describe('tax rules, computed by the server', () => {
  const vat = { id: 'vat', name: 'VAT 20%', ratePercent: 20, productTypes: [1, 3], appliesToShipping: true };
  const digital = { id: 'dst', name: 'Digital tax 7.5%', ratePercent: 7.5, productTypes: [2] };

  it('taxes the lines of each rule’s product types, and shipping when the rule says so', () => {
    const cart = computeCart(
      state(),
      [entry('a', 1, 1000), entry('d', 2, 999), entry('g', 4, 5000)],
      settings([vat, digital]),
    );
    expect(cart.applicableTaxRules).toEqual([
      { id: 'vat', name: 'VAT 20%', rate: 20 },
      { id: 'dst', name: 'Digital tax 7.5%', rate: 7.5 },
    ]);
    // VAT: (1000 + 700 shipping) × 20% = 340; digital: 999 × 7.5% = 74.925 → 75; the gift card untaxed.
    expect(cart.taxCents).toBe(340 + 75);
    expect(cart.grandTotalCents).toBe(1000 + 999 + 5000 + 700 + 415);
  });

  it('lists only rules with something to tax, and taxes what is left after the discount', () => {
    const cart = computeCart(
      state(['TEN', 'SHIPFREE']),
      [entry('a', 1, 1000), entry('g', 4, 1000)],
      settings([vat, digital]),
    );
    expect(cart.applicableTaxRules.map((r) => r.id)).toEqual(['vat']);
    // 10% off the 2000 subtotal is 200; the stool's share leaves 900 taxed, shipping is free: 180.
    expect(cart.discountCents).toBe(200 + 700);
    expect(cart.taxCents).toBe(180);
    expect(cart.grandTotalCents).toBe(2000 - 200 + 180);
  });

  it('charges no tax without rules, and totals are 0 for an empty cart', () => {
    const empty = computeCart(state(['TEN']), [], settings([vat]));
    expect([empty.subtotalCents, empty.taxCents, empty.discountCents, empty.grandTotalCents]).toEqual([0, 0, 0, 0]);
    expect(empty.applicableTaxRules).toEqual([]);
  });
});

describe('store pricing in the site file', () => {
  it('refuses a percentage coupon without its percentage and a rate over 100, naming the field', () => {
    const coupon = Coupon.safeParse({ code: 'X1X', type: 'PERCENTAGE' });
    expect(coupon.success).toBe(false);
    expect(coupon.error?.issues[0]?.path).toEqual(['percentage']);
    const rule = TaxRule.safeParse({ id: 't', name: 'T', ratePercent: 120 });
    expect(rule.error?.issues[0]?.path).toEqual(['ratePercent']);
  });
});
