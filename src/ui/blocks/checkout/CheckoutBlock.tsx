import type { CartView } from '../../../shared/commerce/CartView';
import type { MoneyStyle } from '../../../shared/commerce/MoneyStyle';
import { createMoney } from '../../../shared/commerce/Money';
import { formatMoney } from '../../../shared/commerce/formatMoney';
import { COMMERCE_PATHS } from '../../../shared/api/commerce/cartPaths';
import type { CheckoutFlow } from '../../../shared/commerce/CheckoutFlow';
import { CHECKOUT_WORDS } from '../../../shared/words/checkoutWords';
import type { Words } from '../../../shared/words/WordCatalogue';
import { formatMessage } from '../../../shared/messageFormat/formatMessage';
import { useWords } from '../../runtime/useWords';
import type { FormattedTotalLine } from '../../../shared/commerce/formatTotalLines';
import { TotalsList } from '../../commerce/TotalsList';
import { GIFT_CARD_WORDS } from '../../../shared/words/giftCardWords';

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
  /** Where the form posts: /checkout, or a checkout route of its own (visitor-runtime §2) with its query. */
  action?: string;
  /** The subscription, gift card or donation being bought through its own route; null for the cart. */
  flow?: CheckoutFlow | null;
  /** The cart's money lines (the one money model), formatted by the server. */
  totals?: FormattedTotalLine[] | null;
  /** With something to ship: the money lines for each shipping option, shown for the option picked. */
  /** With a choice (shipping, or a gift card's amount): the money lines for each, shown for the one picked. */
  totalsByOption?: { field: 'shippingOptionId' | 'sku'; optionId: string; lines: FormattedTotalLine[] }[] | null;
  /** The cart's checkout: the gift card code typed or applied (its amount is in the totals); null elsewhere. */
  giftCard?: { code: string; applied: boolean; note?: string | null } | null;
  /** A checkout of its own (subscription, gift card): the coupon codes applied; null where the cart holds them. */
  coupons?: { applied: { code: string; valid: boolean }[]; carried: boolean } | null;
}

type CheckoutWords = Words<keyof (typeof CHECKOUT_WORDS)['en']>;
type GiftCardWords = Words<keyof (typeof GIFT_CARD_WORDS)['en']>;

// Each field's name is also its label's key in the checkout words.
const ADDRESS_FIELDS = [
  ['address1', 'address-line1'],
  ['address2', 'address-line2'],
  ['city', 'address-level2'],
  ['postalCode', 'postal-code'],
  ['country', 'country-name'],
] as const;

// Checkout (page type 201): a plain HTML form, so it works before and without any script. The server
// renders a fresh idempotency key into it; submitting twice, or retrying, places one order.
export default function CheckoutBlock(props: CheckoutBlockProps) {
  const { cart, moneyStyle, message, errors, values } = props;
  const flow = props.flow ?? null;
  const money = (cents: number) => formatMoney(createMoney(cents, moneyStyle.currencyCode), moneyStyle);
  const words = useWords(CHECKOUT_WORDS);
  const giftWords = useWords(GIFT_CARD_WORDS);
  const say = (source: string, values?: Record<string, unknown>) => formatMessage(source, moneyStyle.locale, values);
  const field = (
    name: string,
    label: string,
    autoComplete: string,
    type = 'text',
    required = true,
    extra: Record<string, string | number> = {},
  ) => (
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
        {...extra}
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
      <h1 id="checkout-title">{flow?.kind === 'donate' ? flow.title : words.title}</h1>
      {flow?.kind === 'donate' && flow.description ? <p className="checkout-intro">{flow.description}</p> : null}
      {message ? (
        <p className="checkout-alert" role="alert">
          {message}
        </p>
      ) : null}
      {(cart && cart.entries.length > 0) || flow?.kind === 'donate' ? (
        <form className="checkout-form" method="post" action={props.action ?? COMMERCE_PATHS.CHECKOUT_PAGE}>
          <input type="hidden" name="crumb" value={props.crumb} />
          <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
          {props.giftCard ? (
            // Enter in any field places the order: the first submit button of a form is the one Enter presses.
            <button type="submit" className="checkout-default-submit" tabIndex={-1} aria-hidden="true">
              {words.placeOrder}
            </button>
          ) : null}
          {flow?.kind === 'donate' ? (
            <DonationAmount flow={flow} values={values} errors={errors} words={words} />
          ) : null}
          {flow?.kind === 'giftcard' ? (
            <label className="checkout-field" data-invalid={errors.sku ? 'true' : undefined}>
              <span>{say(words.giftCardAmount, { title: flow.title })}</span>
              <select
                name="sku"
                defaultValue={values.sku ?? flow.selectedSku}
                aria-invalid={errors.sku ? true : undefined}
              >
                {flow.amounts.map((amount) => (
                  <option key={amount.sku} value={amount.sku}>
                    {amount.label}
                  </option>
                ))}
              </select>
              {errors.sku ? <span className="checkout-field-error">{errors.sku}</span> : null}
            </label>
          ) : null}
          {flow?.kind === 'giftcard' ? (
            <fieldset className="checkout-gift-recipient">
              <legend>{giftWords.recipientLegend}</legend>
              {field('recipientEmail', giftWords.recipientEmailLabel, 'off', 'email')}
              {field('recipientName', giftWords.recipientNameLabel, 'off')}
              <label className="checkout-field" data-invalid={errors.giftMessage ? 'true' : undefined}>
                <span>{say(giftWords.messageLabel, { max: flow.messageMaxChars })}</span>
                <textarea
                  name="giftMessage"
                  rows={3}
                  maxLength={flow.messageMaxChars}
                  defaultValue={values.giftMessage ?? ''}
                  aria-invalid={errors.giftMessage ? true : undefined}
                  aria-describedby={errors.giftMessage ? 'checkout-giftMessage-error' : undefined}
                />
                {errors.giftMessage ? (
                  <span className="checkout-field-error" id="checkout-giftMessage-error">
                    {errors.giftMessage}
                  </span>
                ) : null}
              </label>
              {field('sendOn', giftWords.sendOnLabel, 'off', 'date', true, {
                min: flow.today,
                max: flow.lastSendDay,
                ...(values.sendOn ? {} : { defaultValue: flow.today }),
              })}
              <p className="checkout-note">{giftWords.sendOnNote}</p>
            </fieldset>
          ) : null}
          {flow?.kind === 'subscription' && flow.terms ? (
            <p className="checkout-terms" data-subscription-terms="">
              {flow.terms}
            </p>
          ) : null}
          <fieldset>
            <legend>{words.contact}</legend>
            {field('email', words.email, 'email', 'email')}
            {field('name', words.name, 'name')}
          </fieldset>
          {cart?.requiresShipping ? (
            <fieldset>
              <legend>{words.shippingAddress}</legend>
              {ADDRESS_FIELDS.map(([name, autoComplete]) =>
                field(name, words[name], autoComplete, 'text', name !== 'address2'),
              )}
            </fieldset>
          ) : null}
          {cart?.requiresShipping ? (
            <fieldset data-invalid={errors.shippingOptionId ? 'true' : undefined}>
              <legend>{words.shipping}</legend>
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
                    {say(words.shippingOption, {
                      name: option.name,
                      price: option.priceCents === 0 ? words.free : money(option.priceCents),
                    })}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <fieldset>
            <legend>{words.payment}</legend>
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
          {props.coupons ? (
            <CouponField
              coupons={props.coupons}
              typed={values.couponCode ?? ''}
              error={errors.couponCode}
              words={giftWords}
              say={say}
            />
          ) : null}
          {props.giftCard ? (
            <GiftCardField giftCard={props.giftCard} error={errors.giftCardCode} words={words} />
          ) : null}
          {cart && flow?.kind !== 'giftcard' ? (
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
            </dl>
          ) : null}
          {cart ? <CheckoutTotals totals={props.totals ?? null} totalsByOption={props.totalsByOption ?? null} /> : null}
          <button type="submit" className="button-link button-primary button-size-large checkout-place">
            {flow?.kind === 'donate'
              ? words.donate
              : flow?.kind === 'subscription'
                ? words.subscribe
                : words.placeOrder}
          </button>
        </form>
      ) : null}
    </section>
  );
}

// Coupon codes at a checkout of its own (issue 48): Apply re-prices the page's totals before the order is
// placed; each applied code has its own Remove button. A gift card's form carries the codes, since it has
// no cart until the order.
function CouponField({
  coupons,
  typed,
  error,
  words,
  say,
}: {
  coupons: { applied: { code: string; valid: boolean }[]; carried: boolean };
  /** A code the shopper typed that was refused, kept to be corrected. */
  typed: string;
  error?: string;
  words: GiftCardWords;
  say: (source: string, values?: Record<string, unknown>) => string;
}) {
  return (
    <fieldset className="checkout-coupon" data-invalid={error ? 'true' : undefined}>
      <legend>{words.coupon}</legend>
      {coupons.carried ? (
        <input type="hidden" name="appliedCoupons" value={coupons.applied.map((c) => c.code).join(',')} />
      ) : null}
      {coupons.applied.length > 0 ? (
        <ul className="plain-list checkout-coupons">
          {coupons.applied.map(({ code, valid }) => (
            <li key={code} data-coupon={code} data-valid={valid ? 'true' : 'false'}>
              <span className="checkout-coupon-code">{code}</span>
              {valid ? null : <span className="checkout-coupon-invalid"> — {words.couponNotValid}</span>}
              <button
                type="submit"
                name="intent"
                value={`remove-coupon:${code}`}
                formNoValidate
                className="button-link button-secondary button-size-medium checkout-coupon-remove"
              >
                {say(words.removeCoupon, { code })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <CodeField name="couponCode" label={words.couponCode} value={typed} error={error} />
      <button
        type="submit"
        name="intent"
        value="apply-coupon"
        formNoValidate
        className="button-link button-secondary button-size-medium checkout-coupon-apply"
      >
        {words.applyCoupon}
      </button>
    </fieldset>
  );
}

// A code the shopper types (a coupon, a gift card): no autocorrect, capitals, and its refusal beside it.
function CodeField({
  name,
  label,
  value,
  error,
  placeholder,
  readOnly,
}: {
  name: 'couponCode' | 'giftCardCode';
  label: string;
  value: string;
  error?: string | undefined;
  placeholder?: string;
  readOnly?: boolean;
}) {
  const errorId = `checkout-${name}-error`;
  return (
    <label className="checkout-field">
      <span>{label}</span>
      <input
        name={name}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={placeholder}
        defaultValue={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <span className="checkout-field-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </label>
  );
}

// A gift card code paying toward the order: Apply shows what it takes and what is left to pay before the
// order is placed; the code is posted with the order either way.
function GiftCardField({
  giftCard,
  error,
  words,
}: {
  giftCard: { code: string; applied: boolean; note?: string | null };
  error?: string;
  words: CheckoutWords;
}) {
  return (
    <fieldset className="checkout-gift-card" data-invalid={error ? 'true' : undefined}>
      <legend>{words.giftCard}</legend>
      <CodeField
        name="giftCardCode"
        label={words.giftCardCode}
        value={giftCard.code}
        error={error}
        placeholder="XXXX-XXXX-XXXX-XXXX"
        readOnly={giftCard.applied}
      />
      <button
        type="submit"
        name="intent"
        value={giftCard.applied ? 'remove-gift-card' : 'apply-gift-card'}
        formNoValidate
        className="button-link button-secondary button-size-medium checkout-gift-card-apply"
      >
        {giftCard.applied ? words.removeGiftCard : words.applyGiftCard}
      </button>
      {giftCard.note ? (
        <p className="checkout-note" role="status" data-gift-card-note="">
          {giftCard.note}
        </p>
      ) : null}
    </fieldset>
  );
}

// A donation's amount: one of the page's suggestions, or another typed in (the server checks its limits).
function DonationAmount({
  flow,
  values,
  errors,
  words,
}: {
  flow: Extract<CheckoutFlow, { kind: 'donate' }>;
  values: Record<string, string>;
  errors: Record<string, string>;
  words: CheckoutWords;
}) {
  const chosen = values.amount ?? (flow.amounts[0] ? String(flow.amounts[0].cents) : 'other');
  const error = errors.amount ?? errors.otherAmount;
  return (
    <fieldset className="checkout-donation" data-invalid={error ? 'true' : undefined}>
      <legend>{words.donationAmount}</legend>
      {flow.amounts.map((amount) => (
        <label key={amount.cents} className="checkout-choice">
          <input
            type="radio"
            name="amount"
            value={String(amount.cents)}
            defaultChecked={chosen === String(amount.cents)}
          />
          <span>{amount.label}</span>
        </label>
      ))}
      <label className="checkout-choice">
        <input type="radio" name="amount" value="other" defaultChecked={chosen === 'other'} />
        <span>{words.otherAmount}</span>
      </label>
      <label className="checkout-field">
        <span>
          {words.otherAmount} ({flow.minimum} – {flow.maximum})
        </span>
        <input
          name="otherAmount"
          inputMode="decimal"
          defaultValue={values.otherAmount ?? ''}
          aria-invalid={errors.otherAmount ? true : undefined}
        />
      </label>
      {error ? (
        <p className="checkout-field-error" id="checkout-amount-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

// What the shopper will pay. With a choice of shipping, the totals of every option are in the page and a
// stylesheet rule shows those of the checked option, so the total follows the choice without any script.
function CheckoutTotals({
  totals,
  totalsByOption,
}: {
  totals: FormattedTotalLine[] | null;
  totalsByOption: { field: 'shippingOptionId' | 'sku'; optionId: string; lines: FormattedTotalLine[] }[] | null;
}) {
  if (!totalsByOption || totalsByOption.length === 0)
    return totals ? <TotalsList className="checkout-totals" lines={totals} /> : null;
  const rules = totalsByOption
    .map(
      ({ field, optionId }, index) =>
        `.checkout-form:has(${field === 'sku' ? 'select[name="sku"] option' : `input[name="${field}"]`}` +
        `[value=${JSON.stringify(optionId)}]:checked) ` +
        `.checkout-totals-option[data-option-index="${index}"]{display:block}`,
    )
    .join('\n');
  return (
    <div className="checkout-totals-options">
      <style>{`.checkout-totals-option{display:none}\n${rules}`}</style>
      {totalsByOption.map(({ field, optionId, lines }, index) => (
        <div
          key={optionId}
          className="checkout-totals-option"
          data-option-index={index}
          data-shipping-option={field === 'shippingOptionId' ? optionId : undefined}
          data-sku={field === 'sku' ? optionId : undefined}
        >
          <TotalsList className="checkout-totals" lines={lines} />
        </div>
      ))}
    </div>
  );
}
