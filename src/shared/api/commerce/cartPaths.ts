// The cart API and the commerce pages (visitor-runtime §2 for the checkout routes).
export const COMMERCE_PATHS = {
  CART_API: '/api/commerce/cart',
  CART_ENTRIES_API: '/api/commerce/cart/entries',
  CART_COUPONS_API: '/api/commerce/cart/coupons',
  CART_PAGE: '/cart',
  CHECKOUT_PAGE: '/checkout',
  ORDER_CONFIRMED_PAGE: '/commerce/order-confirmed',
  ADD_TO_CART_FORM: '/commerce/add-to-cart',
  // A subscription product's form: starts its own cart, then /checkout/subscribe?cartToken=.
  SUBSCRIBE_FORM: '/commerce/subscribe',
} as const;
