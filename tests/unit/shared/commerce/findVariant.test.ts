import { describe, expect, it } from 'vitest';
import { findVariant, listProductOptions } from '../../../../src/shared/commerce/findVariant';

const variants = [
  {
    sku: 'a',
    optionValues: [
      { name: 'Size', value: 'S' },
      { name: 'Colour', value: 'Blue' },
    ],
  },
  {
    sku: 'b',
    optionValues: [
      { name: 'Size', value: 'L' },
      { name: 'Colour', value: 'Blue' },
    ],
  },
  {
    sku: 'c',
    optionValues: [
      { name: 'Size', value: 'L' },
      { name: 'Colour', value: 'Sand' },
    ],
  },
];

describe('variant choice', () => {
  it('lists each option with its values in first-use order', () => {
    expect(listProductOptions(variants)).toEqual([
      { name: 'Size', values: ['S', 'L'] },
      { name: 'Colour', values: ['Blue', 'Sand'] },
    ]);
  });

  it('finds the variant matching every chosen value, or none', () => {
    expect(findVariant(variants, { Size: 'L', Colour: 'Sand' })?.sku).toBe('c');
    expect(findVariant(variants, { Size: 'S', Colour: 'Sand' })).toBeUndefined();
  });
});
