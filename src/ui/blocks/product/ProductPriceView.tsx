import type { PriceLine } from '../../../shared/commerce/describeProductPrice';
import { PRODUCT_WORDS } from '../../../shared/words/productWords';
import { useWords } from '../../runtime/useWords';

// The price line: a sale price with the original struck through (each labelled for screen readers, the
// subscription cadence repeated after both), "from {startingPrice}", or "Unavailable".
export function ProductPriceView({ line }: { line: PriceLine | null }) {
  const words = useWords(PRODUCT_WORDS);
  if (!line) return null;
  const cadence = line.cadence ? <span className="product-subscription"> {line.cadence}</span> : null;
  if (line.unavailable)
    return (
      <p className="product-price" data-unavailable="true">
        <span className="product-price-current">{line.text}</span>
      </p>
    );
  return (
    <p className="product-price" data-on-sale={line.regularText ? 'true' : 'false'}>
      {line.regularText ? <span className="visually-hidden">{words.salePrice} </span> : null}
      <span className="product-price-current">{line.text}</span>
      {cadence}
      {line.regularText ? (
        <>
          {' '}
          <span className="visually-hidden">{words.originalPrice} </span>
          <del className="product-price-regular">
            {line.regularText}
            {line.cadence ? ` ${line.cadence}` : ''}
          </del>
        </>
      ) : null}
    </p>
  );
}
