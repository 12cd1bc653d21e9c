import type { Collection } from '../../shared/siteData/Collection';
import type { SiteData } from '../../shared/siteData/SiteData';
import { ItemVisibility } from '../../shared/constants/itemVisibility';
import { PostList } from './PostList';
import { ProductList } from './ProductList';
import { buildCommentCountScriptUrl } from '../../shared/comments/buildCommentCountScriptUrl';
export { CollectionItemView } from './CollectionItemView';

type CollectionViewProps = { collection: Collection; basePath: string; site?: SiteData };

// A blog's posts or a store's products; spec visitor-runtime §3: only published items are shown.
export function CollectionView({ collection, basePath, site }: CollectionViewProps) {
  const items = collection.items.filter((item) => item.visibility === ItemVisibility.PUBLISHED);
  const prefix = basePath === '/' ? '' : basePath;
  const locale = site?.website.locale ?? 'en-US';
  if (collection.type === 'store') {
    return (
      <ProductList
        items={items}
        products={site?.products ?? []}
        basePath={prefix}
        currencyCode={site?.websiteSettings.storeSettings.selectedCurrency ?? 'USD'}
        locale={locale}
        collection={collection}
      />
    );
  }
  return (
    <PostList
      items={items}
      basePath={prefix}
      locale={locale}
      timeZone={site?.website.timeZone ?? 'UTC'}
      collection={collection}
      commentCounts={site ? buildCommentCountScriptUrl(site.websiteSettings) !== null : false}
    />
  );
}
