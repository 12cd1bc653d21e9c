// The store: live stock per SKU (seeded from the site file), generated SKUs, carts keyed by a cookie's
// token, each change's idempotency key, and orders with their lines. Booleans are 0/1; money is integer
// minor units of the order's currency; times are integer milliseconds; JSON is text.
export interface CommerceTables {
  product_stock: { sku: string; product_id: string; qty_in_stock: number; unlimited: number; seeded_qty: number };
  product_skus: { product_id: string; variant_key: string; sku: string };
  carts: {
    id: string;
    token: string;
    website_id: string;
    created_at: number;
    updated_at: number;
    is_purchased: number;
    order_id: string | null;
    shipping_option_id: string | null;
    /** JSON array of the upper-case coupon codes entered, '[]' for none. */
    coupon_codes_json: string;
  };
  cart_entries: { cart_id: string; sku: string; product_id: string; quantity: number; added_at: number };
  commerce_idempotency_keys: { key: string; cart_id: string; created_at: number };
  orders: {
    id: string;
    number: string;
    cart_id: string;
    idempotency_key: string;
    confirmation_token: string;
    email: string;
    customer_name: string;
    shipping_address_json: string | null;
    shipping_option_json: string | null;
    payment_method: string;
    payment_status: string;
    payment_reference: string;
    status: string;
    currency: string;
    subtotal_cents: number;
    shipping_cents: number;
    tax_cents: number;
    discount_cents: number;
    grand_total_cents: number;
    total_quantity: number;
    /** The order's money as lines (OrderTotals JSON); null for orders placed before migration 0060. */
    totals_json: string | null;
    /** sha256 of the placing browser's crumb (migration 0061); null for older orders. */
    buyer_hash: string | null;
    /** The subscription's plan and dates (SubscriptionTerms JSON, migration 0062); null without one. */
    subscription_json: string | null;
    created_at: number;
    updated_at: number;
  };
  order_lines: {
    order_id: string;
    line_no: number;
    product_id: string;
    sku: string;
    title: string;
    product_type: number;
    options_json: string;
    quantity: number;
    unit_price_cents: number;
    line_total_cents: number;
  };
  /** A digital order line's signed download (migration 0063): its file, expiry and uses. */
  order_downloads: {
    id: string;
    order_id: string;
    line_no: number;
    product_id: string;
    title: string;
    file_name: string;
    uses: number;
    max_uses: number;
    expires_at: number;
    created_at: number;
  };
  /** A gift card bought (migration 0080): its code, balance and recipient. */
  gift_cards: {
    id: string;
    code: string;
    order_id: string;
    line_no: number;
    product_id: string;
    currency: string;
    initial_cents: number;
    balance_cents: number;
    recipient_email: string | null;
    recipient_name: string | null;
    message: string | null;
    /** YYYY-MM-DD (UTC): the day its email goes to the recipient. */
    send_on: string | null;
    created_at: number;
    updated_at: number;
  };
  /** What an order took from a gift card. */
  /** Migration 0100: an owner's change of a card's balance, with its reason (the audit trail). */
  gift_card_adjustments: {
    id: string;
    gift_card_id: string;
    from_cents: number;
    to_cents: number;
    reason: string;
    account_id: string;
    created_at: number;
  };
  gift_card_uses: {
    order_id: string;
    gift_card_id: string;
    amount_cents: number;
    created_at: number;
  };
}
