import type { OrderTotals } from '../../../shared/commerce/OrderTotals';
import type { OrderRow } from './OrderRepository';

// An order's money lines as stored with it. An order placed before the lines were stored (migration 0060)
// is read from its summed columns: one discount line without a code, one tax line, so it still adds up.
export function readOrderTotals(row: OrderRow): OrderTotals {
  if (row.totals_json) return JSON.parse(row.totals_json) as OrderTotals;
  const shipping = row.shipping_option_json ? (JSON.parse(row.shipping_option_json) as { name: string }) : null;
  const discount = Number(row.discount_cents);
  const tax = Number(row.tax_cents);
  return {
    currencyCode: row.currency,
    subtotalCents: Number(row.subtotal_cents),
    discounts: discount > 0 ? [{ code: '(not recorded)', type: 'FIXED_AMOUNT', amountCents: discount }] : [],
    shipping: shipping ? { name: shipping.name, amountCents: Number(row.shipping_cents) } : null,
    taxes: tax > 0 ? [{ id: 'tax', name: 'Tax', ratePercent: 0, amountCents: tax }] : [],
    giftCards: [],
    totalCents: Number(row.grand_total_cents),
  };
}
