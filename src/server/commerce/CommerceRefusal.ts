// A cart change or an order the store refuses, with the status, a code a client can act on, the words the
// shopper reads, and the fields at fault when the request itself was wrong.
export class CommerceRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code:
      | 'SOLD_OUT'
      | 'NOT_ENOUGH_STOCK'
      | 'UNKNOWN_ITEM'
      | 'CART_EXPIRED'
      | 'CART_MINIMUM'
      | 'INVALID'
      | 'BOUGHT_ALONE'
      | 'UNKNOWN_COUPON'
      | 'COUPON_EXPIRED'
      | 'CART_LIMIT'
      | 'KEY_USED'
      | 'UNKNOWN_GIFT_CARD'
      | 'GIFT_CARD_SPENT'
      | 'GIFT_CARD_CHANGED'
      | 'TOO_MANY_COUPONS',
    message: string,
    readonly fields: Record<string, string> = {},
    /** NOT_ENOUGH_STOCK: how many more of the item the cart can take, so a quantity box can be set to it. */
    readonly available?: number,
  ) {
    super(message);
    this.name = 'CommerceRefusal';
  }
}
