// Spec visitor-runtime §9 (and §2: page types travel in the page context). "Others exist" in the spec;
// only the listed codes are here. The reviews-request page type (§2) has no code in the spec: 210 is ours,
// outside the listed ranges.
export const PageType = {
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
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  REVIEWS_REQUEST: 210,
  /** Ours: the page saying a form post made offline is kept on the device (docs/forms.md). */
  FORM_SAVED: 211,
} as const;
