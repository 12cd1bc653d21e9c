import type { SiteData } from '../../shared/siteData/SiteData';
import type { Block } from '../../shared/blocks/Block';
import type { SearchResultKind } from '../../shared/search/SearchResults';
import { ItemVisibility } from '../../shared/constants/itemVisibility';
import { PageType } from '../../shared/constants/pageTypes';
import { buildItemHref } from '../../shared/links/buildItemPath';

export interface SearchDocument {
  kind: SearchResultKind;
  url: string;
  title: string;
  body: string;
  productId: string | null;
  image: string | null;
}

// Keys of block data that hold addresses, ids or settings rather than words a visitor reads.
const NOT_TEXT = new Set(['id', 'src', 'url', 'href', 'image', 'dimensions', 'type', 'style', 'design', 'formId']);

function collectText(value: unknown, into: string[], key = ''): void {
  if (NOT_TEXT.has(key)) return;
  if (typeof value === 'string') {
    if (/\p{L}/u.test(value) && !/^(\/|https?:)/.test(value)) into.push(value.replace(/<[^>]*>/g, ' '));
  } else if (Array.isArray(value)) value.forEach((v) => collectText(v, into));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) collectText(v, into, k);
}

const blockText = (blocks: readonly Block[]) => {
  const words: string[] = [];
  for (const block of blocks) collectText(block.data, words);
  return words.join(' ');
};

const SEARCHED_PAGE_TYPES: ReadonlySet<number> = new Set([PageType.PAGE, PageType.CONTENT_COLLECTION]);

// What site search finds (visitor-runtime §2): public pages (their headings, texts, buttons…), published
// posts of blogs and the products of store collections, each at the address a visitor opens. Member-only
// pages and what lies under them are left out: a result must not show words a visitor may not read.
export function collectSearchDocuments(site: SiteData): SearchDocument[] {
  const documents: SearchDocument[] = [];
  const products = new Map(site.products.map((p) => [p.id, p]));
  for (const page of site.pages) {
    if (page.memberOnly || !SEARCHED_PAGE_TYPES.has(page.pageType)) continue;
    const sections = page.sections.filter((s) => s.type === 'content');
    const body = [page.description ?? '', blockText(sections.flatMap((s) => s.blocks))].join(' ').trim();
    documents.push({ kind: 'page', url: page.path, title: page.title, body, productId: null, image: null });
    const collection = page.collectionId ? site.collections.find((c) => c.id === page.collectionId) : undefined;
    if (!collection) continue;
    const prefix = page.path === '/' ? '' : page.path;
    for (const item of collection.items) {
      if (item.visibility !== ItemVisibility.PUBLISHED) continue;
      const url = buildItemHref(prefix, collection, item, site.website.timeZone);
      const product = item.productId ? products.get(item.productId) : undefined;
      if (product) {
        const body = [product.description, item.excerpt ?? '', ...item.body, ...item.tags].join(' ').trim();
        const image = product.images[0] ?? item.image ?? null;
        documents.push({ kind: 'product', url, title: product.title, body, productId: product.id, image });
      } else if (collection.type === 'blog' || collection.type === 'page') {
        const body = [item.excerpt ?? '', ...item.body, ...item.tags, item.author ?? ''].join(' ').trim();
        documents.push({ kind: 'post', url, title: item.title, body, productId: null, image: item.image ?? null });
      }
    }
  }
  return documents;
}
