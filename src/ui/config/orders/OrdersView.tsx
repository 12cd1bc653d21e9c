import { useState, type FormEvent } from 'react';
import { parseAmountCents } from '../../../shared/commerce/parseAmountCents';
import { findCurrency } from '../../../shared/constants/currencies';
import { sendJson, readCrumb, readText } from '../sendJson';
import type { OrderDetailView, OrdersReply } from '../../../shared/api/config/OrdersResponses';
import { createMoney } from '../../../shared/commerce/Money';
import { formatMoney } from '../../../shared/commerce/formatMoney';
import { useJson } from '../useJson';
import { ReviewLinks } from '../reviews/ReviewLinks';
import { describeSubscriptionTerms } from '../../../shared/commerce/describeSubscriptionTerms';
import { formatTotalLines } from '../../../shared/commerce/formatTotalLines';
import { TotalsList } from '../../commerce/TotalsList';

const money = (cents: number, currency: string) => formatMoney(createMoney(cents, currency));

// The store's orders, newest first; one order's lines, address and payment; its status, which the owner
// changes here (placed, paid, fulfilled, cancelled).
export function OrdersView() {
  const [refresh, setRefresh] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useJson<OrdersReply>(`/api/config/orders?limit=100&r=${refresh}`);
  const detail = useJson<OrderDetailView>(openId ? `/api/config/orders/${openId}?r=${refresh}` : null);
  const [error, setError] = useState('');
  const setStatus = async (id: string, status: string) => {
    setError('');
    const response = await fetch(`/api/config/orders/${id}/status`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': readCrumb() },
      body: JSON.stringify({ status }),
    });
    if (!response.ok) setError(`Could not change the status (${response.status}).`);
    setRefresh((n) => n + 1);
  };
  return (
    <section className="config-section" aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      <p className="config-downloads">
        Download every order: <a href="/api/config/orders/export?format=csv">CSV</a> ·{' '}
        <a href="/api/config/orders/export?format=ndjson">NDJSON</a> (also <code>npm run orders:export</code> on the
        server)
      </p>
      {error ? (
        <p className="config-error" role="alert">
          {error}
        </p>
      ) : null}
      {list.status === 'loading' ? <p className="config-status">Loading orders…</p> : null}
      {list.status === 'failed' ? (
        <p className="config-error" role="alert">
          {list.message}
        </p>
      ) : null}
      {list.status === 'ready' && list.data.orders.length === 0 ? <p className="config-status">No order yet.</p> : null}
      {list.status === 'ready' && list.data.orders.length > 0 ? (
        // On a phone each row is a card, each cell named by its column (data-label, config.css).
        <table className="config-table orders-table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Customer</th>
              <th scope="col">Items</th>
              <th scope="col">Total</th>
              <th scope="col">Downloads</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.data.orders.map((order) => (
              <tr key={order.id} data-order-number={order.number}>
                <td data-label="Order">
                  <button type="button" className="orders-open" onClick={() => setOpenId(order.id)}>
                    {order.number}
                  </button>
                </td>
                <td data-label="Placed">{new Date(order.createdAt).toLocaleString()}</td>
                <td data-label="Customer">{order.email}</td>
                <td data-label="Items">{order.totalQuantity}</td>
                <td data-label="Total">{money(order.grandTotalCents, order.currency)}</td>
                <td className="orders-downloads-used" data-label="Downloads">
                  {order.downloads ? `${order.downloads.used} of ${order.downloads.allowed} used` : '—'}
                </td>
                <td data-label="Status">
                  <select
                    aria-label={`Status of order ${order.number}`}
                    value={order.status}
                    onChange={(event) => void setStatus(order.id, event.target.value)}
                  >
                    {list.data.statuses.map((status) => (
                      <option key={status} value={status}>
                        {status}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {detail.status === 'ready' ? (
        <OrderDetail order={detail.data} onChanged={() => setRefresh((n) => n + 1)} />
      ) : null}
    </section>
  );
}

function OrderDetail({ order, onChanged }: { order: OrderDetailView; onChanged: () => void }) {
  return (
    <article className="orders-detail" aria-label={`Order ${order.number}`}>
      <h2>Order {order.number}</h2>
      <p>
        {order.customerName} · {order.email} · payment {order.paymentMethod} ({order.paymentStatus})
      </p>
      {order.shippingAddress ? (
        <p>
          Ship to: {Object.values(order.shippingAddress).filter(Boolean).join(', ')}
          {order.shippingOption ? ` · ${order.shippingOption.name}` : ''}
        </p>
      ) : null}
      <ul>
        {order.lines.map((line) => (
          <li key={line.sku}>
            {line.quantity} × {line.title}
            {line.options.length > 0 ? ` (${line.options.join(', ')})` : ''} · {line.sku} ·{' '}
            {money(line.lineTotalCents, order.currency)}
          </li>
        ))}
      </ul>
      <TotalsList className="orders-totals" lines={formatTotalLines(order.totals)} />
      {order.subscription ? (
        <p className="orders-subscription">Subscription: {describeSubscriptionTerms(order.subscription)}</p>
      ) : null}
      {order.downloadLinks?.length ? (
        <section className="orders-downloads" aria-label="Downloads">
          <h3>Downloads</h3>
          <ul>
            {order.downloadLinks.map((link) => (
              <li key={link.url}>
                {link.title}: {link.used} of {link.allowed} used, link expires{' '}
                {new Date(link.expiresAt).toLocaleDateString()} · <code>{link.url}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.giftCards?.length ? (
        <section className="orders-gift-cards" aria-label="Gift cards">
          <h3>Gift cards</h3>
          <ul>
            {order.giftCards.map((card) => (
              <li key={card.code} data-gift-card-code={card.code}>
                <code>{card.code}</code> · {money(card.initialCents, order.currency)},{' '}
                {money(card.balanceCents, order.currency)} left
                {card.recipientEmail
                  ? ` · for ${card.recipientName ?? ''} <${card.recipientEmail}>, sent on ${card.sendOn ?? ''}`
                  : ' · kept by the buyer'}
                {card.message ? ` · “${card.message}”` : ''}
                {card.adjustments?.length ? (
                  <ul className="gift-card-adjustments" aria-label={`Balance changes of ${card.code}`}>
                    {card.adjustments.map((a) => (
                      <li key={a.createdAt + a.reason}>
                        {new Date(a.createdAt).toLocaleString()}: {money(a.fromCents, order.currency)} →{' '}
                        {money(a.toCents, order.currency)} by {a.by}, “{a.reason}”
                      </li>
                    ))}
                  </ul>
                ) : null}
                <GiftCardBalanceForm card={card} currency={order.currency} onChanged={onChanged} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.reviewLinks?.length ? <ReviewLinks links={order.reviewLinks} /> : null}
    </article>
  );
}

/** Minor units as an amount to type ("12.50"; "1250" for a currency without fractions). */
function toAmountText(cents: number, currency: string): string {
  const digits = findCurrency(currency)?.fractionDigits ?? 2;
  return (cents / 10 ** digits).toFixed(digits);
}

type OrderGiftCard = NonNullable<OrderDetailView['giftCards']>[number];

// The owner sets a card's balance (0 to its amount) and says why; the server keeps the reason with who made
// the change, and refuses it when an order spent some of the card since this page loaded.
function GiftCardBalanceForm({
  card,
  currency,
  onChanged,
}: {
  card: OrderGiftCard;
  currency: string;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const cents = parseAmountCents(readText(form, 'balance'), currency);
    if (cents === null) {
      setSaid({
        ok: false,
        text: `Enter the new balance as an amount, such as ${money(card.initialCents, currency)}.`,
      });
      return;
    }
    setBusy(true);
    setSaid(null);
    try {
      await sendJson('PUT', `/api/config/gift-cards/${card.code}/balance`, {
        balanceCents: cents,
        expectedBalanceCents: card.balanceCents,
        reason: readText(form, 'reason'),
      });
      setSaid({ ok: true, text: `Balance now ${money(cents, currency)}.` });
      onChanged();
    } catch (error) {
      setSaid({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const id = `gift-card-${card.code}`;
  return (
    <form className="gift-card-balance" onSubmit={(event) => void submit(event)} aria-label={`Balance of ${card.code}`}>
      <label htmlFor={`${id}-balance`}>
        New balance (0 to {money(card.initialCents, currency)})
        <input
          id={`${id}-balance`}
          name="balance"
          inputMode="decimal"
          required
          defaultValue={toAmountText(card.balanceCents, currency)}
          autoComplete="off"
        />
      </label>
      <label htmlFor={`${id}-reason`}>
        Why (kept with the change)
        <input id={`${id}-reason`} name="reason" required minLength={3} maxLength={500} autoComplete="off" />
      </label>
      <div className="gift-card-balance-row">
        <button type="submit" disabled={busy} aria-busy={busy}>
          Change balance
        </button>
      </div>
      {said ? (
        <p className={said.ok ? 'gift-card-balance-done' : 'config-error'} role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </p>
      ) : null}
    </form>
  );
}
