import { describe, expect, it } from 'vitest';
import { isSoldOut } from '../../../../src/shared/commerce/isSoldOut';
import { ProductType } from '../../../../src/shared/constants/productTypes';

const limited = (qtyInStock: number) => ({ qtyInStock, unlimited: false });
const unlimited = { qtyInStock: 0, unlimited: true };

describe('isSoldOut (spec visitor-runtime §4)', () => {
  it('is sold out when every variant of a physical or service product is limited and at zero', () => {
    expect(isSoldOut({ productType: ProductType.PHYSICAL, variants: [limited(0), limited(0)] })).toBe(true);
    expect(isSoldOut({ productType: ProductType.SERVICE, variants: [limited(0)] })).toBe(true);
  });

  it('is not sold out while one variant has stock or is unlimited', () => {
    expect(isSoldOut({ productType: ProductType.PHYSICAL, variants: [limited(0), limited(1)] })).toBe(false);
    expect(isSoldOut({ productType: ProductType.SERVICE, variants: [limited(0), unlimited] })).toBe(false);
  });

  it('never sells out a digital product (nor a gift card or paywall)', () => {
    for (const productType of [ProductType.DIGITAL, ProductType.GIFT_CARD, ProductType.PAYWALL]) {
      expect(isSoldOut({ productType, variants: [limited(0)] })).toBe(false);
    }
  });
});
