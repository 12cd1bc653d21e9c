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
} as const;
