import type { SiteData } from '../../shared/siteData/SiteData';
import type { Page } from '../../shared/siteData/Page';
import type { Route } from '../../shared/siteData/resolveRoute';
import type { CollectionItem } from '../../shared/siteData/Collection';
import type { Product } from '../../shared/siteData/Product';
import { toAggregateRating, type ProductReviewsSummary } from '../../shared/reviews/ReviewForm';
import { createMoney, toDecimalAmount } from '../../shared/commerce/Money';
import { getDigitalVariant, getEffectiveCents } from '../../shared/commerce/getProductPrice';
import { isSoldOut } from '../../shared/commerce/isSoldOut';
import { isIndexablePage, itemPath } from './listPublicUrls';

/** What a page's <head> tells search engines and link previews (Document renders it). */
export interface SeoHead {
  description: string | null;
  /** Absolute; null on pages that are no address of their own (not found, error, the server's pages). */
  canonical: string | null;
  /** 'noindex' for member-only pages, not-found and error pages and the server's own (search, cart, checkout). */
  robots: string | null;
  favicon: { href: string; type: string };
  /** Open Graph and Twitter card properties, in order: [attribute, name, content]. */
  meta: ['property' | 'name', string, string][];
  /** schema.org objects, each its own <script type="application/ld+json">. */
  jsonLd: Record<string, unknown>[];
}

interface SeoInput {
  site: SiteData;
  page: Page;
  /** The route as this request may see it (restrictRoute): a member-only item never reaches here for a visitor. */
  route: Route | null;
  /** The public origin (PUBLIC_URL) or the request's, without a trailing slash. */
  origin: string;
  /** The request's query string, with its `?`. */
  search?: string;
  productReviews?: Pick<ProductReviewsSummary, 'count' | 'average'> | undefined;
}

// Search engines show about this many characters of a description.
const DESCRIPTION_MAX_CHARS = 160;

/**
 * Site text as a description: tags dropped, white space collapsed, and cut at a word boundary with an
 * ellipsis when longer than `max` characters. Empty text gives null.
 */
export function summarize(text: string | undefined | null, max = DESCRIPTION_MAX_CHARS): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  const chars = [...plain];
  if (chars.length <= max) return plain;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  // A single word longer than a third of the room is cut inside the word.
  const head = space > max / 3 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** A site path or an https URL from site data, as an absolute URL. */
function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl;
}

// Only paging changes what a list shows: every other parameter (tracking, a form's return flag) names the
// same page. Page 1 is the page itself.
const CANONICAL_QUERY_PARAMS = ['page'] as const;

export function canonicalQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_QUERY_PARAMS) {
    const value = params.get(name);
    if (value && /^\d{1,6}$/.test(value) && Number(value) > 1) kept.set(name, String(Number(value)));
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

const FAVICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The server's own favicon, used when the site data names none (routes/seo). */
export const DEFAULT_FAVICON_PATH = '/favicon.svg';

export function resolveFavicon(site: SiteData): { href: string; type: string } {
  const href = site.seo.favicon ?? DEFAULT_FAVICON_PATH;
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(href, 'http://x').pathname)?.[1]?.toLowerCase() ?? '';
  return { href, type: FAVICON_TYPES[extension] ?? 'image/x-icon' };
}

function organization(site: SiteData, origin: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: site.website.title,
    url: `${origin}/`,
    ...(site.seo.image ? { logo: absoluteUrl(origin, site.seo.image) } : {}),
  };
}

function productJsonLd(
  site: SiteData,
  product: Product,
  item: CollectionItem,
  url: string,
  origin: string,
  description: string | null,
  reviews: SeoInput['productReviews'],
): Record<string, unknown> {
  const content = product.structuredContent;
  const currency = site.websiteSettings.storeSettings.selectedCurrency;
  const digital = getDigitalVariant(content);
  const prices = (digital ? [digital] : content.variants).map(getEffectiveCents);
  const availability = `https://schema.org/${isSoldOut(content) ? 'OutOfStock' : 'InStock'}`;
  const price = (cents: number) => toDecimalAmount(createMoney(cents, currency));
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const offers =
    prices.length === 0
      ? null
      : low === high
        ? { '@type': 'Offer', price: price(low), priceCurrency: currency, availability, url }
        : {
            '@type': 'AggregateOffer',
            lowPrice: price(low),
            highPrice: price(high),
            offerCount: prices.length,
            priceCurrency: currency,
            availability,
            url,
          };
  const sku = content.sku ?? content.variants[0]?.sku;
  const images = product.images.length > 0 ? product.images : item.image ? [item.image] : [];
  const rating = reviews ? toAggregateRating(reviews) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images.map((image) => absoluteUrl(origin, image)) } : {}),
    ...(sku ? { sku } : {}),
    url,
    ...(offers ? { offers } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

function blogPostingJsonLd(
  site: SiteData,
  item: CollectionItem,
  url: string,
  origin: string,
  description: string | null,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: item.title,
    ...(description ? { description } : {}),
    ...(item.image ? { image: [absoluteUrl(origin, item.image)] } : {}),
    ...(item.publishedOn ? { datePublished: item.publishedOn } : {}),
    ...(item.author ? { author: { '@type': 'Person', name: item.author } } : {}),
    ...(item.tags.length > 0 ? { keywords: item.tags.join(', ') } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    publisher: organization(site, origin),
  };
}

/**
 * The page's description, canonical URL, link preview and structured data, from the site data as this
 * request may see it. `route` has been through restrictRoute: on a member-only page a visitor who is not a
 * member gets the page's own (public) title and description, never an item's or a list's.
 */
export function buildSeoHead({ site, page, route, origin, search = '', productReviews }: SeoInput): SeoHead {
  const siteDescription = summarize(site.seo.description);
  const item = route?.kind === 'item' ? route.item : null;
  const product = route?.kind === 'item' ? route.product : null;
  const isBlogPost = route?.kind === 'item' && !product && route.collection.type === 'blog';
  const description = item
    ? product
      ? (summarize(product.description) ?? summarize(item.excerpt) ?? siteDescription)
      : (summarize(item.excerpt) ?? summarize(item.body.join(' ')) ?? siteDescription)
    : (summarize(page.description) ?? siteDescription);
  const path = route?.kind === 'item' ? itemPath(route.page, route.item) : page.path;
  const canonical = route ? origin + path + (item ? '' : canonicalQuery(search)) : null;
  const indexable = route !== null && isIndexablePage(page);
  const image = product?.images[0] ?? item?.image ?? site.seo.image;
  const imageUrl = image ? absoluteUrl(origin, image) : null;
  const title = item?.title ?? page.title;
  const type = product ? 'product' : isBlogPost ? 'article' : 'website';

  const meta: SeoHead['meta'] = [
    ['property', 'og:site_name', site.website.title],
    ['property', 'og:title', title],
    ['property', 'og:type', type],
    ['property', 'og:locale', site.website.locale.replace('-', '_')],
  ];
  if (description) meta.push(['property', 'og:description', description]);
  if (canonical) meta.push(['property', 'og:url', canonical]);
  if (imageUrl) meta.push(['property', 'og:image', imageUrl]);
  if (isBlogPost && item?.publishedOn) meta.push(['property', 'article:published_time', item.publishedOn]);
  meta.push(['name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary']);
  if (site.seo.twitterSite) meta.push(['name', 'twitter:site', site.seo.twitterSite]);
  meta.push(['name', 'twitter:title', title]);
  if (description) meta.push(['name', 'twitter:description', description]);
  if (imageUrl) meta.push(['name', 'twitter:image', imageUrl]);

  const jsonLd: Record<string, unknown>[] = [];
  if (route?.kind === 'page' && page.path === '/' && indexable) {
    jsonLd.push({
      '@context': 'https://schema.org',
      ...organization(site, origin),
      ...(siteDescription ? { description: siteDescription } : {}),
    });
  }
  if (route?.kind === 'item' && canonical) {
    if (product) jsonLd.push(productJsonLd(site, product, route.item, canonical, origin, description, productReviews));
    else if (isBlogPost) jsonLd.push(blogPostingJsonLd(site, route.item, canonical, origin, description));
  }

  return {
    description,
    canonical,
    robots: indexable ? null : 'noindex',
    favicon: resolveFavicon(site),
    meta,
    jsonLd,
  };
}
