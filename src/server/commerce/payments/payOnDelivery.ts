import type { PaymentProvider } from './PaymentProvider';

// The built-in method: the order is placed now and paid on delivery or by invoice; nothing is charged.
const payOnDelivery: PaymentProvider = {
  id: 'pay-later',
  label: 'Order now, pay on delivery or by invoice',
  description: 'Nothing is charged now. You pay when the order arrives, or by the invoice we send you.',
  authorize: async (order) => ({ status: 'pending', reference: `invoice-${order.idempotencyKey.slice(0, 12)}` }),
};

/** Every payment method the checkout offers, first the default. */
export const paymentProviders: readonly PaymentProvider[] = [payOnDelivery];
