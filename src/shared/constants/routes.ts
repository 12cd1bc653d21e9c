// Spec visitor-runtime §2: visitor and checkout routes.
export const ROUTES = {
  CART_CHECKOUT: '/commerce/goto-checkout',
  SUBSCRIPTION_CHECKOUT: '/checkout/subscribe',
  DONATION_CHECKOUT: '/checkout/donate',
  GIFT_CARD_CHECKOUT: '/checkout/giftcard',
  CONFIG: '/config/',
  SEARCH: '/search',
  CONFIG_PREFIX: '/config',
} as const;

// Spec visitor-runtime §2 and media-and-reporting §2: query parameter names and values.
export const QUERY_PARAMS = {
  CART_TOKEN: 'cartToken',
  DONATE_PAGE_ID: 'donatePageId',
  WEBSITE_ID: 'websiteId',
  GIFT_CARD_PRODUCT_ID: 'giftCardProductId',
  SKU: 'sku',
  FRAME_URL: 'frameUrl',
  NO_REDIRECT: 'noredirect',
  LOGOUT: 'logout',
  CLONE_CART: 'cloneCart',
} as const;
export const LOGOUT_QUERY_VALUE = 'true';

// A link to a member-only page ending in this fragment opens its lock on the account form ("Join" buttons of a
// pricing toggle: /members#join), not on the login form.
export const MEMBER_JOIN_FRAGMENT = '#join';

// Spec visitor-runtime §2: the owner redirect is skipped on this host.
export const LOCALHOST = 'localhost';

// Spec visitor-runtime §2: internal content link shapes.
export const INTERNAL_LINK_PREFIXES = {
  // '/pages/' followed by a 24-character id opens a collection panel.
  COLLECTION_PANEL: '/pages/',
  FILE: '/s/',
  CONTENT: '/',
  ANCHOR: '#',
} as const;
export const COLLECTION_PANEL_ID_LENGTH = 24;

// Spec visitor-runtime §5: tokens allowed in a tokenized blog URL.
export const BLOG_URL_TOKENS = ['%y', '%m', '%d', '%t'] as const;
