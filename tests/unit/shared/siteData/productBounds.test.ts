import { describe, expect, it } from 'vitest';
import { Product } from '../../../../src/shared/siteData/Product';

// Spec visitor-runtime §5: a SKU is at most 60 characters and a price at most 100000000 cents. A site file that
// goes past either is refused, naming the field, rather than stored and sold.
function product(variant: { sku?: string; price: number }, extra: Record<string, unknown> = {}) {
  return {
    id: 'p1',
    urlId: 'mug',
    title: 'Mug',
    structuredContent: { productType: 1, variants: [variant], ...extra },
  };
}

function problems(input: unknown): string[] {
  const result = Product.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('product bounds', () => {
  it('takes a SKU of exactly 60 characters and refuses one of 61', () => {
    expect(problems(product({ sku: 'S'.repeat(60), price: 100 }))).toEqual([]);
    expect(problems(product({ sku: 'S'.repeat(61), price: 100 }))).toEqual(['structuredContent.variants.0.sku']);
  });

  it('takes a price of exactly 100000000 cents and refuses 100000001', () => {
    expect(problems(product({ price: 100000000 }))).toEqual([]);
    expect(problems(product({ price: 100000001 }))).toEqual(['structuredContent.variants.0.price']);
  });

  it('holds the same bounds for a digital product priced directly and for its sale price', () => {
    expect(
      problems({ ...product({ price: 0 }), structuredContent: { productType: 2, priceCents: 100000001 } }),
    ).toEqual(['structuredContent.priceCents']);
    expect(problems(product({ price: 100, salePrice: 100000001 } as never))).toEqual([
      'structuredContent.variants.0.salePrice',
    ]);
    expect(problems({ ...product({ price: 0 }), structuredContent: { productType: 2, sku: 'D'.repeat(61) } })).toEqual([
      'structuredContent.sku',
    ]);
  });
});
