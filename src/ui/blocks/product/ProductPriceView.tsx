import type { ProductPrice } from '../../../shared/commerce/getProductPrice';
import { formatMoney } from '../../../shared/commerce/formatMoney';

// The price line: the sale price with the regular one struck through, or "from {startingPrice}".
export function ProductPriceView({
  price,
  locale,
  subscription,
}: {
  price: ProductPrice | null;
  locale: string;
  subscription?: string | null;
}) {
  if (!price) return null;
  return (
    <p className="product-price" data-on-sale={price.regular ? 'true' : 'false'}>
      {price.regular ? (
        <>
          <span className="visually-hidden">Sale price </span>
          <span className="product-price-current">{price.text}</span>{' '}
          <span className="visually-hidden">Regular price </span>
          <del className="product-price-regular">{formatMoney(price.regular, { locale })}</del>
        </>
      ) : (
        <span className="product-price-current">{price.text}</span>
      )}
      {subscription ? <span className="product-subscription"> {subscription}</span> : null}
    </p>
  );
}
