import type { GiftCardAdjustmentView } from './GiftCardBalanceApi';
import type { OrderTotals } from '../../commerce/OrderTotals';
import type { SubscriptionTerms } from '../../commerce/describeSubscriptionTerms';

// Replies of the configuration area's orders API: the store's orders newest first, and one order with its
// lines. Money is integer minor units of the order's currency.
export interface OrderSummaryView {
  id: string;
  number: string;
  createdAt: number;
  email: string;
  customerName: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  currency: string;
  grandTotalCents: number;
  totalQuantity: number;
  /** A digital order's downloads used and allowed, summed over its lines; null: nothing to download. */
  downloads?: { used: number; allowed: number } | null;
}

export interface OrderDetailView extends OrderSummaryView {
  shippingAddress: Record<string, string> | null;
  shippingOption: { id: string; name: string; priceCents: number } | null;
  subtotalCents: number;
  shippingCents: number;
  /** The order's money lines as stored with it (src/shared/commerce/OrderTotals.ts). */
  totals: OrderTotals;
  /** The subscription's plan and next charge, for a subscription order; else null. */
  subscription: SubscriptionTerms | null;
  lines: {
    sku: string;
    title: string;
    options: string[];
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
  }[];
  /** Each line's review request link (docs/search-and-reviews.md), absolute, to copy to the buyer. */
  /** Each digital line's signed download link (docs/commerce.md), absolute, with its uses. */
  downloadLinks?: { title: string; url: string; expiresAt: number; used: number; allowed: number }[];
  reviewLinks?: { lineNo: number; title: string; url: string; expiresAt: number; reviewed: boolean }[];
  /** Gift cards the order bought: each code, its amount, what is left on it, and its recipient. */
  giftCards?: {
    code: string;
    initialCents: number;
    balanceCents: number;
    recipientEmail: string | null;
    recipientName: string | null;
    message: string | null;
    sendOn: string | null;
    /** The owner's changes of its balance, oldest first (issue 48). */
    adjustments?: GiftCardAdjustmentView[];
  }[];
}

export interface OrdersReply {
  count: number;
  orders: OrderSummaryView[];
  statuses: readonly string[];
}
