import type { OrderDetailView, OrderSummaryView } from '../../../shared/api/config/OrdersResponses';
import type { OrderLineRow, OrderRow } from './OrderRepository';
import { readOrderTotals } from './readOrderTotals';
import type { SubscriptionTerms } from '../../../shared/commerce/describeSubscriptionTerms';

export function toOrderSummary(row: OrderRow): OrderSummaryView {
  return {
    id: row.id,
    number: row.number,
    createdAt: Number(row.created_at),
    email: row.email,
    customerName: row.customer_name,
    status: row.status,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    currency: row.currency,
    grandTotalCents: Number(row.grand_total_cents),
    totalQuantity: Number(row.total_quantity),
  };
}

export function toOrderDetail(row: OrderRow, lines: readonly OrderLineRow[]): OrderDetailView {
  return {
    ...toOrderSummary(row),
    shippingAddress: row.shipping_address_json
      ? (JSON.parse(row.shipping_address_json) as Record<string, string>)
      : null,
    shippingOption: row.shipping_option_json
      ? (JSON.parse(row.shipping_option_json) as OrderDetailView['shippingOption'])
      : null,
    subtotalCents: Number(row.subtotal_cents),
    shippingCents: Number(row.shipping_cents),
    totals: readOrderTotals(row),
    subscription: row.subscription_json ? (JSON.parse(row.subscription_json) as SubscriptionTerms) : null,
    lines: lines.map((line) => ({
      sku: line.sku,
      title: line.title,
      options: JSON.parse(line.options_json) as string[],
      quantity: Number(line.quantity),
      unitPriceCents: Number(line.unit_price_cents),
      lineTotalCents: Number(line.line_total_cents),
    })),
  };
}

/** One NDJSON line of `npm run orders:export`: the order with its lines, times as ISO strings. */
export function toOrderExportLine(row: OrderRow, lines: readonly OrderLineRow[]): string {
  const { createdAt, ...detail } = toOrderDetail(row, lines);
  return (
    JSON.stringify({
      ...detail,
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(Number(row.updated_at)).toISOString(),
    }) + '\n'
  );
}
