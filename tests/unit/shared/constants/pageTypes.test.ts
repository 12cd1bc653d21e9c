import { describe, it, expect } from 'vitest';
import { EditorPageType, PageType, isCartPageType } from '../../../../src/shared/constants/pageTypes';

describe('PageType (spec visitor-runtime §9)', () => {
  it('has exactly the spec codes', () => {
    expect(PageType).toEqual({
      CONTENT_COLLECTION: 1,
      PAGE: 2,
      SPLASH: 3,
      CONTENT_ITEM: 50,
      NOT_FOUND: 100,
      ERROR: 101,
      SEARCH: 102,
      LOCK_SCREEN: 103,
      MEMBER_AREA_ACCESS_DENIED: 106,
      CART: 200,
      CART_ALT: 205,
      CHECKOUT: 201,
      ORDER_CONFIRMED: 202,
      DONATE: 203,
    });
  });

  it('treats both 200 and 205 as the cart page', () => {
    expect(isCartPageType(200)).toBe(true);
    expect(isCartPageType(205)).toBe(true);
    expect(isCartPageType(201)).toBe(false);
  });
});

describe('EditorPageType (spec media-and-reporting §2)', () => {
  it('has the five tweak page types', () => {
    expect(Object.values(EditorPageType)).toEqual(['SPLASH_PAGE', 'LOCK_SCREEN', 'POPUP_OVERLAY', 'CHECKOUT', 'STYLE']);
  });
});
