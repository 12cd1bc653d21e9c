import { describe, expect, it } from 'vitest';
import { getProductPrice, getVariantPrice } from '../../../../src/shared/commerce/getProductPrice';
import { ProductType } from '../../../../src/shared/constants/productTypes';
import { resolveMoneyStyle } from '../../../../src/shared/commerce/MoneyStyle';

const USD = resolveMoneyStyle('USD', 'en-US');

const variant = (price: number, sale = 0, onSale = false) => ({ price, salePrice: sale, onSale });

describe('getProductPrice', () => {
  it('shows one price when every variant costs the same', () => {
    const price = getProductPrice({ productType: ProductType.PHYSICAL, variants: [variant(3200), variant(3200)] }, USD);
    expect(price).toMatchObject({ text: '$32.00', startingFrom: false, regular: null });
  });

  it('shows "from {startingPrice}" with the lowest price when variant prices differ', () => {
    const price = getProductPrice(
      { productType: ProductType.PHYSICAL, variants: [variant(14500), variant(12000), variant(16500)] },
      USD,
    );
    expect(price).toMatchObject({
      text: 'from $120.00',
      startingFrom: true,
      current: { amount: 12000, currencyCode: 'USD' },
    });
  });

  it('counts a sale price as the price a variant costs', () => {
    const price = getProductPrice(
      { productType: ProductType.PHYSICAL, variants: [variant(3200, 2600, true), variant(3200, 2600, true)] },
      USD,
    );
    expect(price).toMatchObject({ text: '$26.00', regular: { amount: 3200 } });
    const mixed = getProductPrice(
      { productType: ProductType.PHYSICAL, variants: [variant(3200, 2600, true), variant(3200)] },
      USD,
    );
    expect(mixed?.text).toBe('from $26.00');
  });

  it('prices a digital product from priceCents, salePriceCents and onSale', () => {
    const base = { productType: ProductType.DIGITAL, variants: [], priceCents: 1200, salePriceCents: 900 };
    expect(getProductPrice({ ...base, onSale: true }, USD)).toMatchObject({
      text: '$9.00',
      regular: { amount: 1200 },
    });
    expect(getProductPrice({ ...base, onSale: false }, USD)).toMatchObject({ text: '$12.00', regular: null });
  });

  it('has no price for a product without variants or digital price', () => {
    expect(getProductPrice({ productType: ProductType.PHYSICAL, variants: [] }, USD)).toBeNull();
  });

  it('ignores a "sale" price that is not lower than the regular one for the struck-through price', () => {
    expect(getVariantPrice(variant(1000, 1000, true), USD).regular).toBeNull();
  });
});
