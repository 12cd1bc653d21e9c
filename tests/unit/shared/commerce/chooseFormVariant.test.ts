import { describe, expect, it } from 'vitest';
import { chooseFormVariant } from '../../../../src/shared/commerce/chooseFormVariant';

const variant = (sku: string, size: string, colour: string) => ({
  sku,
  optionValues: [
    { name: 'Size', value: size },
    { name: 'Colour', value: colour },
  ],
});
// Two options, and one combination the store does not sell (large in red).
const variants = [
  variant('S-BLUE', 'Small', 'Blue'),
  variant('S-RED', 'Small', 'Red'),
  variant('L-BLUE', 'Large', 'Blue'),
];

describe('chooseFormVariant', () => {
  it('picks the variant both posted options name', () => {
    expect(chooseFormVariant(variants, { sku: 'S-BLUE', Size: 'Large', Colour: 'Blue' })).toEqual({ sku: 'L-BLUE' });
  });

  it('names a missing or unknown option field', () => {
    expect(chooseFormVariant(variants, { Size: 'Small' })).toEqual({
      fields: { '$.Colour': 'expected one of: Blue, Red' },
    });
    expect(chooseFormVariant(variants, { Size: 'Huge', Colour: 'Red' })).toEqual({
      fields: { '$.Size': 'expected one of: Small, Large' },
    });
  });

  it('names every option when the values exist but not together', () => {
    expect(chooseFormVariant(variants, { Size: 'Large', Colour: 'Red' })).toEqual({
      fields: {
        '$.Size': 'no variant has this combination of options',
        '$.Colour': 'no variant has this combination of options',
      },
    });
  });

  it('leaves the posted sku alone without option fields or without options', () => {
    expect(chooseFormVariant(variants, { sku: 'S-RED' })).toEqual({ sku: null });
    expect(chooseFormVariant([{ sku: 'ONE', optionValues: [] }], { Size: 'Small' })).toEqual({ sku: null });
  });
});
