import type { OrderDetailView } from '../../../shared/api/config/OrdersResponses';
import { createMoney, toDecimalAmount } from '../../../shared/commerce/Money';
import { listTotalLines } from '../../../shared/commerce/listTotalLines';
import { encodeCsv } from './encodeCsv';

// Rows are joined into pieces of about this size, so a large export is neither one string nor a chunk a row.
const PIECE_CHARS = 64 * 1024;

const HEADER = [
  'number',
  'placedAt',
  'status',
  'email',
  'customerName',
  'paymentMethod',
  'paymentStatus',
  'currency',
  'items',
  'lines',
  'subtotal',
  'discounts',
  'shipping',
  'taxes',
  'giftCards',
  'total',
];

/**
 * One row per order, oldest first, with the order's money lines as stored (the one money model): amounts in
 * the major unit ("290.00"), each discount, tax and gift card as "label: amount" joined by "; ", so a
 * spreadsheet sums subtotal − discounts + shipping + taxes − gift cards to the total.
 */
export async function* streamOrdersCsv(read: () => AsyncIterable<OrderDetailView>): AsyncGenerator<string> {
  let piece = encodeCsv([HEADER]);
  for await (const order of read()) {
    const amount = (cents: number) => toDecimalAmount(createMoney(cents, order.currency));
    const lines = listTotalLines(order.totals);
    const joined = (kind: string) =>
      lines
        .filter((l) => l.kind === kind)
        .map((l) => `${l.label}: ${amount(Math.abs(l.cents))}`)
        .join('; ');
    piece += encodeCsv([
      [
        order.number,
        new Date(order.createdAt).toISOString(),
        order.status,
        order.email,
        order.customerName,
        order.paymentMethod,
        order.paymentStatus,
        order.currency,
        String(order.totalQuantity),
        order.lines
          .map((l) => `${l.quantity} × ${l.title}${l.options.length ? ` (${l.options.join(', ')})` : ''} [${l.sku}]`)
          .join('; '),
        amount(order.totals.subtotalCents),
        joined('discount'),
        order.totals.shipping ? amount(order.totals.shipping.amountCents) : '',
        joined('tax'),
        joined('gift-card'),
        amount(order.totals.totalCents),
      ],
    ]);
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}
