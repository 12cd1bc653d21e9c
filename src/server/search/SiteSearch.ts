import type { Kysely } from 'kysely';
import type { SiteData } from '../../shared/siteData/SiteData';
import type { Product } from '../../shared/siteData/Product';
import type { MoneyStyle } from '../../shared/commerce/MoneyStyle';
import { describeProductPrice, type PriceLine } from '../../shared/commerce/describeProductPrice';
import { createHighlighter, excerptAround } from '../../shared/search/highlightTerms';
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
  // A product's price line depends on the site data alone: worked out once per product, until new site data.
  private readonly prices = new Map<string, PriceLine | null>();

  private constructor(
    private readonly index: SearchIndex,
    site: SiteData,
  ) {
    this.products = new Map(site.products.map((p) => [p.id, p]));
    this.moneyStyle = resolveStoreMoneyStyle(site);
  }

  /** contentVersion: the owner content state's version `site` was made from (src/server/site/LiveSite.ts). */
  static async open(site: SiteData, db: Kysely<Database>, contentVersion = 0): Promise<SiteSearch> {
    const index = new SearchIndex(db, textSearchConfig(site.website.locale));
    await index.sync(collectSearchDocuments(site), Date.now(), contentVersion);
    return new SiteSearch(index, site);
  }

  /** New site data or content state: rebuild the index when its documents changed; true when it did. */
  async reindex(site: SiteData, contentVersion = 0): Promise<boolean> {
    const rebuilt = await this.index.sync(collectSearchDocuments(site), Date.now(), contentVersion);
    this.products = new Map(site.products.map((p) => [p.id, p]));
    this.moneyStyle = resolveStoreMoneyStyle(site);
    this.prices.clear();
    return rebuilt;
  }

  async query(text: string, words: readonly string[], page: number): Promise<SearchResults> {
    const size = SEARCH_LIMITS.PAGE_SIZE;
    const { total, hits } = await this.index.search(text, words, (page - 1) * size, size);
    const highlight = createHighlighter(words);
    return {
      query: text,
      page,
      pageCount: Math.min(Math.ceil(total / size), SEARCH_LIMITS.MAX_PAGE),
      total,
      results: hits.map((hit) => ({
        kind: hit.kind,
        url: hit.url,
        title: highlight(hit.title),
        excerpt: highlight(excerptAround(hit.body, words, SEARCH_LIMITS.EXCERPT_LENGTH)),
        price: hit.productId ? this.priceOf(hit.productId) : null,
        image: hit.image,
      })),
    };
  }

  private priceOf(productId: string): PriceLine | null {
    if (this.prices.has(productId)) return this.prices.get(productId)!;
    const product = this.products.get(productId);
    const price = product ? describeProductPrice(product.structuredContent, undefined, this.moneyStyle) : null;
    this.prices.set(productId, price);
    return price;
  }
}
