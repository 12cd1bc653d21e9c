import { describe, it, expect } from 'vitest';
import { formatCartAccessibilityLabel, formatCartIndicatorName } from '../../../../src/shared/commerce/cartIndicator';
import { formatCartCount, getCartIndicatorLayout } from '../../../../src/shared/commerce/formatCartCount';

describe('cart indicator texts (spec media-and-reporting §4, §8, §9)', () => {
  it('names the indicator by its visible text first, then the spec label (axe label-content-name-mismatch)', () => {
    expect(formatCartIndicatorName(1)).toBe('Cart 1 (One item in cart)');
    expect(formatCartIndicatorName(0)).toBe('Cart 0 (0 items in cart)');
    expect(formatCartIndicatorName(101)).toBe('Cart 100+ (More than 100 items in cart)');
  });

  it('labels one, several and more than the cap', () => {
    expect(formatCartAccessibilityLabel(1)).toBe('One item in cart');
    expect(formatCartAccessibilityLabel(0)).toBe('0 items in cart');
    expect(formatCartAccessibilityLabel(2)).toBe('2 items in cart');
    expect(formatCartAccessibilityLabel(100)).toBe('100 items in cart');
    expect(formatCartAccessibilityLabel(101)).toBe('More than 100 items in cart');
  });

  it('shows the count up to 100 and 100+ above', () => {
    expect(formatCartCount(0)).toBe('0');
    expect(formatCartCount(100)).toBe('100');
    expect(formatCartCount(101)).toBe('100+');
  });

  it('is mobile on screens at most 432 px wide and desktop from 433 px; tablets are desktop', () => {
    expect(getCartIndicatorLayout(320)).toBe('mobile');
    expect(getCartIndicatorLayout(432)).toBe('mobile');
    expect(getCartIndicatorLayout(433)).toBe('desktop');
    expect(getCartIndicatorLayout(768)).toBe('desktop');
  });

  it('a German store names it in German, with German plurals', () => {
    expect(formatCartIndicatorName(1, 'de-DE')).toBe('Warenkorb 1 (Ein Artikel im Warenkorb)');
    expect(formatCartIndicatorName(3, 'de-DE')).toBe('Warenkorb 3 (3 Artikel im Warenkorb)');
    expect(formatCartIndicatorName(101, 'de-DE')).toBe('Warenkorb 100+ (Mehr als 100 Artikel im Warenkorb)');
  });
});
