import type { CartView } from '../../../shared/commerce/CartView';
import type { MoneyStyle } from '../../../shared/commerce/MoneyStyle';
import { createMoney } from '../../../shared/commerce/Money';
import { formatMoney } from '../../../shared/commerce/formatMoney';
import { COMMERCE_PATHS } from '../../../shared/api/commerce/cartPaths';

export interface CheckoutBlockProps {
  id: string;
  /** null: no cart (no cookie or cookies disabled), the spec's checkout alert is shown instead. */
  cart: CartView | null;
  moneyStyle: MoneyStyle;
  /** Shown above the form: the checkout alert, a sold-out refusal, "check the highlighted fields". */
  message: string | null;
  idempotencyKey: string;
  crumb: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  paymentMethods: { id: string; label: string; description: string }[];
}

const ADDRESS_FIELDS = [
  ['address1', 'Address', 'address-line1'],
  ['address2', 'Address line 2 (optional)', 'address-line2'],
  ['city', 'Town or city', 'address-level2'],
  ['postalCode', 'Postcode', 'postal-code'],
  ['country', 'Country', 'country-name'],
] as const;

// Checkout (page type 201): a plain HTML form, so it works before and without any script. The server
// renders a fresh idempotency key into it; submitting twice, or retrying, places one order.
export default function CheckoutBlock(props: CheckoutBlockProps) {
  const { cart, moneyStyle, message, errors, values } = props;
  const money = (cents: number) => formatMoney(createMoney(cents, moneyStyle.currencyCode), moneyStyle);
  const field = (name: string, label: string, autoComplete: string, type = 'text', required = true) => (
    <label key={name} className="checkout-field" data-invalid={errors[name] ? 'true' : undefined}>
      <span>{label}</span>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={values[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `checkout-${name}-error` : undefined}
      />
      {errors[name] ? (
        <span className="checkout-field-error" id={`checkout-${name}-error`}>
          {errors[name]}
        </span>
      ) : null}
    </label>
  );
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      {message ? (
        <p className="checkout-alert" role="alert">
          {message}
        </p>
      ) : null}
      {cart && cart.entries.length > 0 ? (
        <form className="checkout-form" method="post" action={COMMERCE_PATHS.CHECKOUT_PAGE}>
          <input type="hidden" name="crumb" value={props.crumb} />
          <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
          <fieldset>
            <legend>Contact</legend>
            {field('email', 'Email', 'email', 'email')}
            {field('name', 'Name', 'name')}
          </fieldset>
          {cart.requiresShipping ? (
            <fieldset>
              <legend>Shipping address</legend>
              {ADDRESS_FIELDS.map(([name, label, autoComplete]) =>
                field(name, label, autoComplete, 'text', name !== 'address2'),
              )}
            </fieldset>
          ) : null}
          {cart.requiresShipping ? (
            <fieldset data-invalid={errors.shippingOptionId ? 'true' : undefined}>
              <legend>Shipping</legend>
              {cart.shippingOptions.map((option) => (
                <label key={option.id} className="checkout-choice">
                  <input
                    type="radio"
                    name="shippingOptionId"
                    value={option.id}
                    required
                    defaultChecked={(values.shippingOptionId ?? cart.selectedShippingOption?.id) === option.id}
                  />
                  <span>
                    {option.name} — {option.priceCents === 0 ? 'free' : money(option.priceCents)}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <fieldset>
            <legend>Payment</legend>
            {props.paymentMethods.map((method, index) => (
              <label key={method.id} className="checkout-choice">
                <input type="radio" name="paymentMethod" value={method.id} required defaultChecked={index === 0} />
                <span>
                  <strong>{method.label}</strong>
                  <br />
                  {method.description}
                </span>
              </label>
            ))}
          </fieldset>
          <dl className="checkout-summary">
            {cart.entries.map((entry) => (
              <div key={entry.sku}>
                <dt>
                  {entry.quantity} × {entry.title}
                  {entry.options.length > 0 ? ` (${entry.options.join(', ')})` : ''}
                </dt>
                <dd>{money(entry.lineTotalCents)}</dd>
              </div>
            ))}
            <div>
              <dt>Subtotal</dt>
              <dd>{money(cart.subtotalCents)}</dd>
            </div>
            {cart.requiresShipping ? (
              <div>
                <dt>Shipping</dt>
                <dd>chosen above</dd>
              </div>
            ) : null}
          </dl>
          <button type="submit" className="button-link button-primary button-size-large checkout-place">
            Place order
          </button>
        </form>
      ) : null}
    </section>
  );
}
