import type { Collection, CollectionItem } from '../../shared/siteData/Collection';
import type { Product } from '../../shared/siteData/Product';
import { describeProductPrice } from '../../shared/commerce/describeProductPrice';
import { resolveMoneyStyle } from '../../shared/commerce/MoneyStyle';
import { isSoldOut } from '../../shared/commerce/isSoldOut';
import { ProductPriceView } from '../blocks/product/ProductPriceView';
import { COMMERCE_PATHS } from '../../shared/api/commerce/cartPaths';
import { ProductType } from '../../shared/constants/productTypes';
import { sizedImageUrl } from '../../shared/images/sizedImageUrl';
import { PRODUCT_WORDS } from '../../shared/words/productWords';
import { selectWords } from '../../shared/words/selectWords';

/** The SKU a list can add at once: a cart product with one variant (or a digital product), else null. */
function listAddableSku(product: Product): string | null {
  const content = product.structuredContent;
  if (content.templateVersion !== undefined || content.subscriptionPlan !== undefined) return null;
  if (content.productType === ProductType.GIFT_CARD || content.productType === ProductType.PAYWALL) return null;
  if (content.variants.length === 0) return content.sku ?? null;
  return content.variants.length === 1 ? (content.variants[0]!.sku ?? null) : null;
}

interface ProductListProps {
  items: readonly CollectionItem[];
  products: readonly Product[];
  basePath: string;
  currencyCode: string;
  locale: string;
  collection: Collection;
}

// The store's list page, plain HTML: a product with nothing to choose is added to the cart from here; one
// with options, a subscription or a gift card links to its page.
export function ProductList({ items, products, basePath, currencyCode, locale, collection }: ProductListProps) {
  const byId = new Map(products.map((p) => [p.id, p]));
  const style = resolveMoneyStyle(currencyCode, locale);
  const words = selectWords(PRODUCT_WORDS, locale);
  return (
    <section className="collection collection-store" aria-label={collection.title}>
      <ul className="plain-list product-list">
        {items.map((item) => {
          const product = item.productId ? byId.get(item.productId) : undefined;
          const content = product?.structuredContent;
          const soldOut = content ? isSoldOut(content) : false;
          const image = product?.images[0] ?? item.image;
          return (
            <li key={item.id} className="product-card" data-sold-out={soldOut ? 'true' : 'false'}>
              <a href={`${basePath}/${item.urlId}`} className="product-card-link">
                {image ? (
                  <img
                    src={sizedImageUrl(image, 750)}
                    alt=""
                    width={600}
                    height={600}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <span className="product-card-title">{item.title}</span>
              </a>
              {content ? <ProductPriceView line={describeProductPrice(content, undefined, style)} /> : null}
              {soldOut ? <p className="product-card-badge">{words.soldOut}</p> : null}
              {product && !soldOut && listAddableSku(product) ? (
                <form className="product-card-add" method="post" action={COMMERCE_PATHS.ADD_TO_CART_FORM}>
                  <input type="hidden" name="productId" value={product.id} />
                  <input type="hidden" name="sku" value={listAddableSku(product)!} />
                  <input type="hidden" name="quantity" value="1" />
                  <button type="submit" className="button-link button-secondary button-size-small">
                    {words.addToCart}
                    <span className="visually-hidden">: {item.title}</span>
                  </button>
                </form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
