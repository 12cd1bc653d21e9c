import type { CollectionItem } from '../../shared/siteData/Collection';
import type { SiteData } from '../../shared/siteData/SiteData';
import type { Page, Section } from '../../shared/siteData/Page';
import type { Block } from '../../shared/blocks/Block';
import { SectionList } from '../layout/SectionList';
import { resolveBlockProps } from '../blocks/resolvers';
import type { BlockComponent } from '../blocks/catalog';
import { PostView } from './PostView';
import { ProductReviewList } from '../blocks/product-reviews/ProductReviewList';
import { SITE_WORDS } from '../../shared/words/siteWords';
import { selectWords } from '../../shared/words/selectWords';
import type { ProductReviewsSummary } from '../../shared/reviews/ReviewForm';

interface CollectionItemViewProps {
  item: CollectionItem;
  site?: SiteData;
  page?: Page;
  islandProps?: Record<string, Record<string, unknown>>;
  productReviews?: ProductReviewsSummary | undefined;
  /** The product block, loaded through the block catalog like every block (its own chunk in the browser). */
  productBlock?: BlockComponent | undefined;
}

// A store item shows its product as a product block island; any other item reads as an article.
export function CollectionItemView({
  item,
  site,
  page,
  islandProps,
  productReviews,
  productBlock,
}: CollectionItemViewProps) {
  if (item.productId && site && page && islandProps && productBlock) {
    const block: Block = { type: 'product', id: `product-${item.id}`, data: { productId: item.productId } };
    const section: Section = { id: `item-${item.id}`, type: 'content', blocks: [block] };
    const blockProps = { [block.id]: resolveBlockProps(block, { site, page }) };
    return (
      <>
        {/* In the same column as the product below it (a section's inner column). */}
        <div className="page-section item-back-section">
          <nav className="section-inner item-back" aria-label={selectWords(SITE_WORDS, site.website.locale).breadcrumb}>
            <a href={page.path}>← {page.title}</a>
          </nav>
        </div>
        <SectionList
          sections={[section]}
          components={{ product: productBlock }}
          islandProps={islandProps}
          blockProps={blockProps}
        />
        {productReviews ? <ProductReviewList summary={productReviews} locale={site.website.locale} /> : null}
      </>
    );
  }
  return <PostView item={item} site={site} page={page} />;
}
