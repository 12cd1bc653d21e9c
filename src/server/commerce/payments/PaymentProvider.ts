// The payment seam. A provider says how an order is paid: the built-in one takes the order now and is paid on
// delivery or by invoice, so it needs neither secrets nor the network. A card provider would implement the
// same interface (authorize before the order is stored, void it if the order is refused); see
// docs/commerce.md.
interface PaymentAuthorization {
  /** 'pending': to be paid later (on delivery, by invoice); 'paid': captured now. */
  status: 'pending' | 'paid';
  reference: string;
}

export interface PaymentProvider {
  id: string;
  /** What the shopper reads at checkout. */
  label: string;
  description: string;
  authorize(order: {
    idempotencyKey: string;
    grandTotalCents: number;
    currency: string;
  }): Promise<PaymentAuthorization>;
}
