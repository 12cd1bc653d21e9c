import type { Kysely } from 'kysely';
import type { SiteData } from '../../shared/siteData/SiteData';
import type { Product } from '../../shared/siteData/Product';
import type { MoneyStyle } from '../../shared/commerce/MoneyStyle';
import { describeProductPrice } from '../../shared/commerce/describeProductPrice';
import { excerptAround, highlightTerms } from '../../shared/search/highlightTerms';
import { SEARCH_LIMITS } from '../../shared/search/searchLimits';
import type { SearchResults } from '../../shared/search/SearchResults';
import { resolveStoreMoneyStyle } from '../../ui/blocks/resolveStoreMoneyStyle';
import type { Database } from '../storage/Database';
import { SearchIndex, textSearchConfig } from '../storage/search/SearchIndex';
import { collectSearchDocuments } from './collectSearchDocuments';

// Site search over the site data: the index is built (or found current) when the server starts with its
// site data, and `reindex` rebuilds it for new site data. Results carry their highlighted words as segments
// and a product's price from the shared price module, at the site's current prices.
export class SiteSearch {
  private products: ReadonlyMap<string, Product>;
  private moneyStyle: MoneyStyle;

  private constructor(
    private readonly index: SearchIndex,
    site: SiteData,
  ) {
    this.products = new Map(site.products.map((p) => [p.id, p]));
    this.moneyStyle = resolveStoreMoneyStyle(site);
  }

  static async open(site: SiteData, db: Kysely<Database>): Promise<SiteSearch> {
    const index = new SearchIndex(db, textSearchConfig(site.website.locale));
    await index.sync(collectSearchDocuments(site));
    return new SiteSearch(index, site);
  }

  /** New site data: rebuild the index when its documents changed; true when it did. */
  async reindex(site: SiteData): Promise<boolean> {
    const rebuilt = await this.index.sync(collectSearchDocuments(site));
    this.products = new Map(site.products.map((p) => [p.id, p]));
    this.moneyStyle = resolveStoreMoneyStyle(site);
    return rebuilt;
  }

  async query(text: string, words: readonly string[], page: number): Promise<SearchResults> {
    const size = SEARCH_LIMITS.PAGE_SIZE;
    const { total, hits } = await this.index.search(text, words, (page - 1) * size, size);
    return {
      query: text,
      page,
      pageCount: Math.min(Math.ceil(total / size), SEARCH_LIMITS.MAX_PAGE),
      total,
      results: hits.map((hit) => {
        const product = hit.productId ? this.products.get(hit.productId) : undefined;
        return {
          kind: hit.kind,
          url: hit.url,
          title: highlightTerms(hit.title, words),
          excerpt: highlightTerms(excerptAround(hit.body, words, SEARCH_LIMITS.EXCERPT_LENGTH), words),
          price: product ? describeProductPrice(product.structuredContent, undefined, this.moneyStyle) : null,
          image: hit.image,
        };
      }),
    };
  }
}
