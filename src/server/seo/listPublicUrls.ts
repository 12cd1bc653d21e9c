import type { SiteData } from '../../shared/siteData/SiteData';
import type { Page } from '../../shared/siteData/Page';
import type { CollectionItem } from '../../shared/siteData/Collection';
import { ItemVisibility } from '../../shared/constants/itemVisibility';
import { PageType } from '../../shared/constants/pageTypes';

// Pages of these types are addresses of their own worth finding: ordinary pages, collection pages (lists)
// and splash pages. Not found, error, lock screens and the store's and search's pages are not.
const INDEXABLE_PAGE_TYPES: readonly number[] = [PageType.PAGE, PageType.CONTENT_COLLECTION, PageType.SPLASH];

/** A page anyone may read and a search engine may list: public (not member-only) and of an indexable type. */
export function isIndexablePage(page: Page): boolean {
  return !page.memberOnly && INDEXABLE_PAGE_TYPES.includes(page.pageType);
}

/** Where a collection item is served: its collection page's path plus its urlId (resolveRoute). */
export function itemPath(page: Page, item: CollectionItem): string {
  return `${page.path === '/' ? '' : page.path}/${item.urlId}`;
}

interface PublicUrl {
  path: string;
  /** The item's publication date (W3C datetime), when it has one. */
  lastModified?: string;
}

/**
 * Every address a visitor who is not a member can read: public pages, and the published items (posts,
 * products) of public collection pages. A member-only page's items are left out with it.
 */
export function listPublicUrls(site: SiteData): PublicUrl[] {
  const collections = new Map(site.collections.map((c) => [c.id, c]));
  const urls: PublicUrl[] = [];
  for (const page of site.pages) {
    if (!isIndexablePage(page)) continue;
    urls.push({ path: page.path });
    const collection = page.collectionId ? collections.get(page.collectionId) : undefined;
    for (const item of collection?.items ?? []) {
      if (item.visibility !== ItemVisibility.PUBLISHED) continue;
      urls.push({ path: itemPath(page, item), ...(item.publishedOn ? { lastModified: item.publishedOn } : {}) });
    }
  }
  return urls;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);
}

/** sitemaps.org XML of the site's public addresses, absolute on `origin`. */
export function buildSitemapXml(site: SiteData, origin: string): string {
  const entries = listPublicUrls(site).map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(origin + encodeURI(path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

// Never worth crawling: the owner's area, the API and the store's redirects. Whole folders only, so that no
// page of the site is caught by a prefix; the cart, checkout and search pages say noindex themselves.
const ROBOTS_DISALLOWED = ['/config/', '/api/', '/commerce/'] as const;

/** robots.txt: everything public may be crawled but the per-visitor areas; the sitemap is named. */
export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
