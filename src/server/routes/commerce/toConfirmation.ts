import type { MoneyStyle } from '../../../shared/commerce/MoneyStyle';
import { createMoney } from '../../../shared/commerce/Money';
import { formatMoney } from '../../../shared/commerce/formatMoney';
import type { OrderLineRow, OrderRow } from '../../storage/commerce/OrderRepository';
import { describeSubscriptionTerms, type SubscriptionTerms } from '../../../shared/commerce/describeSubscriptionTerms';
import { formatTotalLines } from '../../../shared/commerce/formatTotalLines';
import { readOrderTotals } from '../../storage/commerce/readOrderTotals';
import { paymentProviders } from '../../commerce/payments/payOnDelivery';
import { describePaymentMethod } from '../../commerce/payments/describePaymentMethod';
import type { OrderConfirmedBlockProps } from '../../../ui/blocks/order-confirmed/OrderConfirmedBlock';
import type { DownloadLink } from '../../commerce/OrderDownloads';
import type { GiftCardRow } from '../../storage/commerce/GiftCardRepository';

/** What an order's page shows besides its lines and money: downloads, gift cards bought, review links. */
export interface ConfirmationExtras {
  downloads?: readonly DownloadLink[];
  giftCards?: readonly GiftCardRow[];
  reviewLinks?: readonly { title: string; path: string; reviewed: boolean }[];
}

// What the order-confirmed page shows, with the stored figures formatted in the order's currency.
export function toConfirmation(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  style: MoneyStyle,
  { downloads = [], giftCards = [], reviewLinks = [] }: ConfirmationExtras = {},
): NonNullable<OrderConfirmedBlockProps['order']> {
  const day = (iso: string) =>
    new Intl.DateTimeFormat(style.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.parse(`${iso}T00:00:00Z`),
    );
  const money = (cents: number) => formatMoney(createMoney(Number(cents), order.currency), style);
  const options = (line: OrderLineRow) => JSON.parse(line.options_json) as string[];
  return {
    number: order.number,
    email: order.email,
    lines: lines.map((line) => ({
      title: options(line).length > 0 ? `${line.title} (${options(line).join(', ')})` : line.title,
      quantity: Number(line.quantity),
      total: money(line.line_total_cents),
    })),
    totals: formatTotalLines(readOrderTotals(order), style),
    subscription: order.subscription_json
      ? describeSubscriptionTerms(JSON.parse(order.subscription_json) as SubscriptionTerms, style.locale)
      : null,
    // Dates as the store's locale writes them, in UTC: the server knows no visitor's time zone.
    downloads: downloads.map(({ title, path, expiresAt, usesLeft }) => ({
      title,
      path,
      usesLeft,
      expires: new Intl.DateTimeFormat(style.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt),
    })),
    giftCards: giftCards.map((card) => ({
      code: card.code,
      amount: money(card.initial_cents),
      recipient: card.recipient_email
        ? { name: card.recipient_name ?? '', email: card.recipient_email, sendOn: day(card.send_on ?? '') }
        : null,
    })),
    reviewLinks: reviewLinks.map(({ title, path, reviewed }) => ({ title, path, reviewed })),
    payment: describeStoredPayment(order.payment_method, style.locale),
  };
}

function describeStoredPayment(id: string, locale: string): string {
  const provider = paymentProviders.find((p) => p.id === id);
  return provider ? describePaymentMethod(provider, locale).label : id;
}
