// Spec media-and-reporting §5 and §8: messages of the cart page.
export const CART_MESSAGES = {
  // Lower-case first letter as in the spec.
  cartMinimum: (subtotal: string): string => `your order subtotal must be ${subtotal} or more`,
  quantityUpdateFailed: 'Unable to update quantity',
  itemRemoveFailed: 'Unable to remove item',
} as const;
