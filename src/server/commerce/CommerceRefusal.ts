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
      | 'UNKNOWN_GIFT_CARD'
      | 'GIFT_CARD_SPENT'
      | 'TOO_MANY_COUPONS',
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'CommerceRefusal';
  }
}
