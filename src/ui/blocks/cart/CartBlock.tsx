import { useRef, useState, type FormEvent } from 'react';
import type { CartEntryView, CartView } from '../../../shared/commerce/CartView';
import type { MoneyStyle } from '../../../shared/commerce/MoneyStyle';
import { createMoney } from '../../../shared/commerce/Money';
import { formatMoney } from '../../../shared/commerce/formatMoney';
import { formatMessage } from '../../../shared/messageFormat/formatMessage';
import { CART_WORDS } from '../../../shared/words/cartWords';
import { useWords } from '../../runtime/useWords';
import { ROUTES } from '../../../shared/constants/routes';
import { useBlockRuntime } from '../../runtime/BlockRuntime';
import { readAvailable, readRefusal, sendCartChange } from '../../commerce/sendCartChange';
import { COMMERCE_PATHS } from '../../../shared/api/commerce/cartPaths';
import { sizedImageUrl } from '../../../shared/images/sizedImageUrl';
import { formatTotalLines } from '../../../shared/commerce/formatTotalLines';
import { TotalsList } from '../../commerce/TotalsList';

export interface CartBlockProps {
  id: string;
  /** The visitor's cart as the server computed it; null when there is none (no cookie: expired). */
  cart: CartView | null;
  moneyStyle: MoneyStyle;
  /** The store's list page, for "Continue shopping". */
  storePath: string | null;
  /** A refusal to show at once (the product form without script was refused). */
  message?: string;
}

// The cart page's full-page cart root (media-and-reporting §2): lines with their quantities, the server's
// totals, the cart minimum and the way to checkout. Setting a quantity to 0 asks first in a native <dialog>
// (media §5); a refused change shows the spec's words (media §8).
export default function CartBlock({ cart: initial, moneyStyle, storePath, message = '' }: CartBlockProps) {
  const { dataLayer } = useBlockRuntime();
  const words = useWords(CART_WORDS);
  const say = (source: string, values?: Record<string, unknown>) => formatMessage(source, moneyStyle.locale, values);
  const [cart, setCart] = useState(initial);
  const [error, setError] = useState(message);
  const [removing, setRemoving] = useState<CartEntryView | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const money = (cents: number) => formatMoney(createMoney(cents, moneyStyle.currencyCode), moneyStyle);

  // The line whose change is on its way: its buttons say so (busy) and wait for it.
  const [busySku, setBusySku] = useState<string | null>(null);
  const change = async (entry: CartEntryView, quantity: number, box?: HTMLInputElement | null) => {
    setError('');
    setBusySku(entry.sku);
    try {
      const reply = await sendCartChange(dataLayer, 'put', { sku: entry.sku, quantity }, quantity - entry.quantity);
      setCart(reply.cart);
    } catch (failure) {
      const fallback = quantity === 0 ? words.itemRemoveFailed : words.quantityUpdateFailed;
      const detail = readRefusal(failure, '');
      setError(detail ? `${fallback}: ${detail}` : fallback);
      // More than is left: the box shows what is left, ready to update to.
      const available = readAvailable(failure);
      if (available !== null && box) box.value = String(available);
    } finally {
      setBusySku(null);
    }
  };
  // Coupons: the server says which codes apply and computes the discount; one request at a time.
  const [couponBusy, setCouponBusy] = useState(false);
  const changeCoupon = async (method: 'post' | 'delete', code: string) => {
    setError('');
    setCouponBusy(true);
    try {
      const reply = await dataLayer[method]<{ cart: CartView }>(COMMERCE_PATHS.CART_COUPONS_API, {
        body: { code },
        handleErrors: true,
      });
      setCart(reply.cart);
      return true;
    } catch (failure) {
      setError(readRefusal(failure, words.couponFailed));
      return false;
    } finally {
      setCouponBusy(false);
    }
  };
  const submitCoupon = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = new FormData(form).get('code');
    const code = typeof value === 'string' ? value.trim() : '';
    if (code) void changeCoupon('post', code).then((done) => done && form.reset());
  };
  const submitQuantity = (entry: CartEntryView) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const quantity = Number(new FormData(event.currentTarget).get('quantity'));
    if (!Number.isInteger(quantity) || quantity < 0) return setError(words.quantityUpdateFailed);
    if (quantity === 0) return askRemove(entry);
    const box = event.currentTarget.elements.namedItem('quantity');
    void change(entry, quantity, box instanceof HTMLInputElement ? box : null);
  };
  const askRemove = (entry: CartEntryView) => {
    setRemoving(entry);
    dialog.current?.showModal();
  };

  const entries = cart?.entries ?? [];
  return (
    <section id="cart-root" className="cart" aria-labelledby="cart-title">
      <h1 id="cart-title">{words.title}</h1>
      <p className="cart-error" role="alert">
        {error}
      </p>
      {entries.length === 0 || !cart ? (
        <p className="cart-empty">{words.empty}</p>
      ) : (
        <>
          <ul className="plain-list cart-lines">
            {entries.map((entry) => (
              <li key={entry.sku} className="cart-line" data-sku={entry.sku}>
                {entry.image ? <img src={sizedImageUrl(entry.image, 300)} alt="" width={96} height={96} /> : null}
                <div className="cart-line-text">
                  {entry.path ? <a href={entry.path}>{entry.title}</a> : <span>{entry.title}</span>}
                  {entry.options.length > 0 ? (
                    <span className="cart-line-options">{entry.options.join(', ')}</span>
                  ) : null}
                  <span className="cart-line-unit">{say(words.unitPrice, { price: money(entry.unitPriceCents) })}</span>
                </div>
                <form className="cart-line-quantity" onSubmit={submitQuantity(entry)}>
                  <label>
                    <span className="visually-hidden">{say(words.quantityOf, { title: entry.title })}</span>
                    <input
                      className="control-input"
                      name="quantity"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={999}
                      defaultValue={entry.quantity}
                      key={entry.quantity}
                    />
                  </label>
                  <button
                    type="submit"
                    className="cart-update control-button"
                    disabled={busySku === entry.sku}
                    aria-busy={busySku === entry.sku}
                  >
                    {words.update}
                  </button>
                  <button
                    type="button"
                    className="cart-remove control-button control-button--quiet"
                    disabled={busySku === entry.sku}
                    onClick={() => askRemove(entry)}
                  >
                    {words.remove}
                  </button>
                </form>
                <span className="cart-line-total">{money(entry.lineTotalCents)}</span>
              </li>
            ))}
          </ul>
          <form className="cart-coupon" onSubmit={submitCoupon}>
            <label>
              <span>{words.couponCode}</span>
              <input className="control-input" name="code" autoComplete="off" maxLength={30} required />
            </label>
            <button
              type="submit"
              className="cart-coupon-apply control-button"
              disabled={couponBusy}
              aria-busy={couponBusy}
            >
              {words.apply}
            </button>
          </form>
          {cart.coupons.length > 0 ? (
            <ul className="plain-list cart-coupons">
              {cart.coupons.map((code) => (
                <li key={code} data-coupon={code} data-valid={cart.validCoupons.includes(code) ? 'true' : 'false'}>
                  <span>{code}</span>
                  {cart.invalidCoupons.includes(code) ? (
                    <span className="cart-coupon-invalid"> — {words.couponNotValid}</span>
                  ) : null}{' '}
                  <button
                    type="button"
                    className="control-button control-button--quiet"
                    disabled={couponBusy}
                    onClick={() => void changeCoupon('delete', code)}
                  >
                    <span aria-hidden="true">{words.remove}</span>
                    <span className="visually-hidden">{say(words.removeCoupon, { code })}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <TotalsList className="cart-totals" lines={formatTotalLines(cart.totals, moneyStyle)} />
          {cart.minimumSubtotal ? (
            <p className="cart-minimum" role="status">
              {say(words.cartMinimum, { subtotal: formatMoney(cart.minimumSubtotal, moneyStyle) })}
            </p>
          ) : (
            <a className="button-link button-primary button-size-large cart-checkout" href={ROUTES.CART_CHECKOUT}>
              {words.checkout}
            </a>
          )}
        </>
      )}
      {storePath ? (
        <p>
          <a href={storePath}>{words.continueShopping}</a>
        </p>
      ) : null}
      <dialog ref={dialog} className="cart-confirm" aria-labelledby={`cart-confirm-text`}>
        <form
          method="dialog"
          onSubmit={(event) => {
            const confirmed = event.nativeEvent.submitter?.getAttribute('value') === 'remove';
            if (confirmed && removing) void change(removing, 0);
            setRemoving(null);
          }}
        >
          <p id="cart-confirm-text">{removing ? say(words.confirmRemove, { title: removing.title }) : ''}</p>
          <button type="submit" value="cancel" className="control-button">
            {words.keep}
          </button>{' '}
          <button type="submit" value="remove" className="control-button control-button--primary">
            {words.remove}
          </button>
        </form>
      </dialog>
    </section>
  );
}
