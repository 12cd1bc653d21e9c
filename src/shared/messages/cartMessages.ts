// Spec media-and-reporting §5 and §8: messages of the cart page; and ours for refused changes (ICU).
export const CART_MESSAGES = {
  // Lower-case first letter as in the spec.
  cartMinimum: 'your order subtotal must be {subtotal} or more',
  quantityUpdateFailed: 'Unable to update quantity',
  itemRemoveFailed: 'Unable to remove item',
  // Spec media-and-reporting §5: setting a quantity to 0 asks for confirmation to remove the item.
  confirmRemove: 'Remove {title} from your cart?',
  soldOut: '{title} is sold out.',
  notEnoughStock: '{available, plural, =0 {{title} is sold out.} other {Only # of {title} left in stock.}}',
  unknownItem: 'This item is no longer sold.',
  addFailed: 'Unable to add to cart. Please try again.',
  added: 'Added to cart.',
  empty: 'Your cart is empty.',
  unknownCoupon: 'There is no coupon with the code {code}.',
  couponExpired: 'The coupon {code} expired on {date}.',
  lineLimit: 'A cart holds at most {max} of one item.',
  cartValueLimit: 'A cart holds at most {max} of goods.',
  tooManyCoupons: 'A cart holds at most {max} coupon codes.',
  couponFailed: 'Unable to change the coupon. Please try again.',
  couponNotValid: 'Does not apply to this cart now',
} as const;
