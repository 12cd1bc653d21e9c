export interface OrderConfirmedBlockProps {
  id: string;
  /** null: no order answers the link. */
  order: {
    number: string;
    email: string;
    lines: { title: string; quantity: number; total: string }[];
    subtotal: string;
    shipping: string | null;
    total: string;
    payment: string;
  } | null;
}

// The order-confirmed page (type 202): the order number and what was bought, with the server's figures.
export default function OrderConfirmedBlock({ order }: OrderConfirmedBlockProps) {
  if (!order)
    return (
      <section className="order-confirmed">
        <h1>Order not found</h1>
        <p>This confirmation link does not match an order.</p>
      </section>
    );
  return (
    <section className="order-confirmed" aria-labelledby="order-confirmed-title">
      <h1 id="order-confirmed-title">Thank you: your order is confirmed</h1>
      <p>
        Order number <strong className="order-number">{order.number}</strong>. A confirmation goes to {order.email}.
      </p>
      <dl className="checkout-summary">
        {order.lines.map((line, index) => (
          <div key={index}>
            <dt>
              {line.quantity} × {line.title}
            </dt>
            <dd>{line.total}</dd>
          </div>
        ))}
        <div>
          <dt>Subtotal</dt>
          <dd>{order.subtotal}</dd>
        </div>
        {order.shipping ? (
          <div>
            <dt>Shipping</dt>
            <dd>{order.shipping}</dd>
          </div>
        ) : null}
        <div>
          <dt>Total</dt>
          <dd className="order-total">{order.total}</dd>
        </div>
      </dl>
      <p className="order-payment">Payment: {order.payment}</p>
    </section>
  );
}
