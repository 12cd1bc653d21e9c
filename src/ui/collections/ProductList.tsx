import type { Collection, CollectionItem } from '../../shared/siteData/Collection';
import type { Product } from '../../shared/siteData/Product';
import { describeProductPrice } from '../../shared/commerce/describeProductPrice';
import { resolveMoneyStyle } from '../../shared/commerce/MoneyStyle';
import { isSoldOut } from '../../shared/commerce/isSoldOut';
import { ProductPriceView } from '../blocks/product/ProductPriceView';

export interface ProductListProps {
  items: readonly CollectionItem[];
  products: readonly Product[];
  basePath: string;
  currencyCode: string;
  locale: string;
  collection: Collection;
}

// The store's list page: each product with its picture, price text ("from …" when variants differ),
// subscription terms and a sold-out mark. Plain HTML: nothing here needs script.
export function ProductList({ items, products, basePath, currencyCode, locale, collection }: ProductListProps) {
  const byId = new Map(products.map((p) => [p.id, p]));
  const style = resolveMoneyStyle(currencyCode, locale);
  return (
    <section className="collection collection-store" aria-label={collection.title}>
      <ul className="product-list">
        {items.map((item) => {
          const product = item.productId ? byId.get(item.productId) : undefined;
          const content = product?.structuredContent;
          const soldOut = content ? isSoldOut(content) : false;
          const image = product?.images[0] ?? item.image;
          return (
            <li key={item.id} className="product-card" data-sold-out={soldOut ? 'true' : 'false'}>
              <a href={`${basePath}/${item.urlId}`} className="product-card-link">
                {image ? <img src={image} alt="" width={600} height={600} loading="lazy" decoding="async" /> : null}
                <span className="product-card-title">{item.title}</span>
              </a>
              {content ? <ProductPriceView line={describeProductPrice(content, undefined, style)} /> : null}
              {soldOut ? <p className="product-card-badge">Sold out</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
