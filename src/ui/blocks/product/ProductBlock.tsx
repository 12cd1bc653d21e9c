import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Product } from '../../../shared/siteData/Product';
import { findVariant, listProductOptions } from '../../../shared/commerce/findVariant';
import { describeProductPrice } from '../../../shared/commerce/describeProductPrice';
import { isVariantSoldOut } from '../../../shared/commerce/isSoldOut';
import type { MoneyStyle } from '../../../shared/commerce/MoneyStyle';
import { ProductPriceView } from './ProductPriceView';
import { getDigitalVariant, getEffectiveCents } from '../../../shared/commerce/getProductPrice';
import { describeAvailability } from './describeAvailability';
import { useBlockRuntime } from '../../runtime/BlockRuntime';
import { readAvailable, readRefusal } from '../../commerce/sendCartChange';
import { PRODUCT_WORDS } from '../../../shared/words/productWords';
import { useWords } from '../../runtime/useWords';
import { ProductType } from '../../../shared/constants/productTypes';
import { COMMERCE_PATHS } from '../../../shared/api/commerce/cartPaths';
import { QUERY_PARAMS, ROUTES } from '../../../shared/constants/routes';
import { sizedImageUrl } from '../../../shared/images/sizedImageUrl';

type AddToCartModule = typeof import('./addToCart');
type CartNote = { status: 'idle' | 'adding' | 'added' | 'failed'; note: string };

export interface ProductBlockProps {
  id: string;
  product: Product;
  /** The store currency's style, resolved by the server so the hydrated text equals the server's. */
  moneyStyle: MoneyStyle;
  /** Weight and dimensions in the store's units, when the product has them. */
  measurements: { weight: string | null; dimensions: string | null };
  /** The site's id, which a gift card's checkout link carries (visitor-runtime §2). */
  websiteId: string;
}

/** How a product is bought: into the cart, or through a checkout route of its own (visitor-runtime §2). */
function saleKind(product: Product): 'cart' | 'subscription' | 'giftcard' {
  const content = product.structuredContent;
  if (content.templateVersion !== undefined || content.subscriptionPlan !== undefined) return 'subscription';
  return content.productType === ProductType.GIFT_CARD ? 'giftcard' : 'cart';
}

// Where each kind of sale is sent without script, and what its button says.
const SALE_FORMS = {
  cart: { method: 'post', action: COMMERCE_PATHS.ADD_TO_CART_FORM, label: 'addToCart' },
  subscription: { method: 'post', action: COMMERCE_PATHS.SUBSCRIBE_FORM, label: 'subscribe' },
  giftcard: { method: 'get', action: ROUTES.GIFT_CARD_CHECKOUT, label: 'buyGiftCard' },
} as const;

function firstChoice(product: Product): Record<string, string> {
  const variants = product.structuredContent.variants;
  const variant = variants.find((v) => !isVariantSoldOut(v)) ?? variants[0];
  return Object.fromEntries((variant?.optionValues ?? []).map((o) => [o.name, o.value]));
}

// A product's detail; choosing options updates the chosen variant's price and availability.
export default function ProductBlock({ id, product, moneyStyle, measurements, websiteId }: ProductBlockProps) {
  const kind = saleKind(product);
  const content = product.structuredContent;
  const options = listProductOptions(content.variants);
  const [choice, setChoice] = useState(() => firstChoice(product));
  const form = useRef<HTMLFormElement>(null);
  const readChoice = () => {
    const selects = form.current?.querySelectorAll<HTMLSelectElement>('select[data-option]') ?? [];
    setChoice(Object.fromEntries([...selects].map((s) => [s.dataset.option!, s.value])));
  };
  // A choice made before the island hydrated is already in the selects: start from it.
  useEffect(readChoice, []);

  const variant = options.length > 0 ? findVariant(content.variants, choice) : content.variants[0];
  const price = describeProductPrice(content, variant, moneyStyle);
  const sku = content.variants.length > 0 ? variant?.sku : content.sku;
  const pricedVariant = content.variants.length > 0 ? variant : getDigitalVariant(content);
  const { dataLayer, telemetry } = useBlockRuntime();
  const words = useWords(PRODUCT_WORDS);
  const [{ status, note }, setCart] = useState<CartNote>({ status: 'idle', note: '' });
  // The add-to-cart code is its own chunk, fetched as soon as the block hydrates so a click finds it there.
  const cartCode = useRef<Promise<AddToCartModule> | null>(null);
  useEffect(() => {
    cartCode.current = import('./addToCart');
  }, []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // A subscription or a gift card goes to its own checkout: the form's own post or link does it.
    if (kind !== 'cart') return;
    event.preventDefault();
    if (!sku) return;
    const quantityBox = event.currentTarget.elements.namedItem('quantity');
    const quantity = Number(new FormData(event.currentTarget).get('quantity')) || 1;
    setCart({ status: 'adding', note: '' });
    try {
      const { addToCart } = await (cartCode.current ??= import('./addToCart'));
      await addToCart(dataLayer, { productId: product.id, sku, quantity });
      void import('../../commerce/emitCommerceEvent').then((m) =>
        m.emitCommerceEvent(telemetry, 'add-to-cart', {
          productId: product.id,
          sku,
          quantity,
          value: (pricedVariant ? getEffectiveCents(pricedVariant) : 0) * quantity,
          currency: moneyStyle.currencyCode,
        }),
      );
      setCart({ status: 'added', note: words.added });
    } catch (error) {
      setCart({ status: 'failed', note: readRefusal(error, words.addFailed) });
      // More than is left: the box offers what is left (at least 1, the least it takes).
      const available = readAvailable(error);
      if (available !== null && quantityBox instanceof HTMLInputElement)
        quantityBox.value = String(Math.max(1, available));
    }
  };
  const availability = describeAvailability(product, variant, words, moneyStyle.locale);
  const measured = Object.entries({
    [words.weight]: measurements.weight,
    [words.dimensions]: measurements.dimensions,
  }).filter((entry): entry is [string, string] => entry[1] !== null);
  return (
    <article className="block-product" data-product-id={product.id}>
      <div className="product-images">
        {product.images.map((src, index) => (
          <img
            key={src}
            src={sizedImageUrl(src, index === 0 ? 1500 : 1000)}
            alt={index === 0 ? product.title : ''}
            width={800}
            height={800}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
          />
        ))}
      </div>
      <div className="product-details">
        <h1 className="product-title">{product.title}</h1>
        <ProductPriceView line={price} />
        <p className="product-availability" data-sold-out={availability.soldOut ? 'true' : 'false'} aria-live="polite">
          {availability.text}
        </p>
        <form
          ref={form}
          className="product-form"
          method={SALE_FORMS[kind].method}
          action={SALE_FORMS[kind].action}
          onSubmit={(event) => void submit(event)}
        >
          {kind === 'giftcard' ? (
            <>
              <input type="hidden" name={QUERY_PARAMS.WEBSITE_ID} value={websiteId} />
              <input type="hidden" name={QUERY_PARAMS.GIFT_CARD_PRODUCT_ID} value={product.id} />
            </>
          ) : (
            <input type="hidden" name="productId" value={product.id} />
          )}
          <input type="hidden" name="sku" value={sku ?? ''} />
          {options.map((option) => (
            <label key={option.name} className="product-option">
              <span>{option.name}</span>
              <select
                // A gift card's link carries only its SKU (visitor-runtime §2).
                name={kind === 'giftcard' ? undefined : option.name}
                data-option={option.name}
                defaultValue={choice[option.name]}
                onChange={readChoice}
              >
                {option.values.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {kind === 'cart' ? (
            <label className="product-quantity">
              <span>{words.quantity}</span>
              <input name="quantity" type="number" inputMode="numeric" min={1} max={999} defaultValue={1} required />
            </label>
          ) : null}
          <button
            type="submit"
            className="button-link button-primary button-size-large product-add"
            disabled={!sku || availability.soldOut || status === 'adding'}
            aria-describedby={`${id}-cart-note`}
          >
            {availability.soldOut ? words.soldOut : words[SALE_FORMS[kind].label]}
          </button>
          <p className="product-cart-note" id={`${id}-cart-note`} role="status" data-status={status}>
            {note}
          </p>
        </form>
        {product.description ? <p className="product-description">{product.description}</p> : null}
        {measured.length > 0 ? (
          <dl className="product-measurements">
            {measured.map(([term, value]) => (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        ) : null}
      </div>
    </article>
  );
}
