import { describe, expect, it } from 'vitest';
import { describeProductPrice } from '../../../../src/shared/commerce/describeProductPrice';
import { resolveMoneyStyle } from '../../../../src/shared/commerce/MoneyStyle';
import { ProductType } from '../../../../src/shared/constants/productTypes';

const USD = resolveMoneyStyle('USD', 'en-US');
const monthly = { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 };

describe('describeProductPrice (spec visitor-runtime §1, §3)', () => {
  it('repeats a subscription cadence after both prices of a sale', () => {
    const variant = { price: 1800, salePrice: 1500, onSale: true };
    const line = describeProductPrice(
      { productType: ProductType.PHYSICAL, templateVersion: 8, subscriptionPlan: monthly, variants: [variant] },
      variant,
      USD,
    );
    expect(line).toEqual({
      text: '$15.00',
      regularText: '$18.00',
      cadence: 'renews every month',
      unavailable: false,
    });
  });

  it('shows "Unavailable" for a subscription product without its plan, for each template version', () => {
    for (const templateVersion of [7, 7.1, 8]) {
      const line = describeProductPrice(
        { productType: ProductType.PHYSICAL, templateVersion, variants: [{ price: 100, salePrice: 0, onSale: false }] },
        undefined,
        USD,
      );
      expect(line).toMatchObject({ text: 'Unavailable', unavailable: true });
    }
  });

  it('prices the chosen variant, else the product ("from …" when variants differ)', () => {
    const variants = [
      { price: 7500, salePrice: 0, onSale: false },
      { price: 9000, salePrice: 6000, onSale: true },
    ];
    const product = { productType: ProductType.SERVICE, variants };
    expect(describeProductPrice(product, undefined, USD)?.text).toBe('from $60.00');
    expect(describeProductPrice(product, variants[1], USD)).toMatchObject({ text: '$60.00', regularText: '$90.00' });
    expect(describeProductPrice({ productType: ProductType.GIFT_CARD, variants: [] }, undefined, USD)).toBeNull();
  });
});
