import { describe, it, expect } from 'vitest';
import { isCartPageType } from '../../../../src/shared/constants/pageTypes';

describe('isCartPageType (spec visitor-runtime §9)', () => {
  it('treats both 200 and 205 as the cart page', () => {
    expect(isCartPageType(200)).toBe(true);
    expect(isCartPageType(205)).toBe(true);
    expect(isCartPageType(201)).toBe(false);
  });
});
