import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import { resolveRoute } from '../../../../src/shared/siteData/resolveRoute';
import { restrictRoute } from '../../../../src/shared/owner/restrictRoute';
import { buildSeoHead, canonicalQuery, summarize, type SeoHead } from '../../../../src/server/seo/buildSeoHead';
import { buildRobotsTxt, buildSitemapXml, listPublicUrls } from '../../../../src/server/seo/listPublicUrls';
import { toDecimalAmount } from '../../../../src/shared/commerce/Money';

interface RawSite {
  pages: { path: string; memberOnly?: boolean; description?: string }[];
  seo: { favicon?: string };
  websiteSettings?: { storeSettings?: Record<string, unknown> };
}
const raw = () => JSON.parse(readFileSync('sites/showcase/site.json', 'utf8')) as RawSite;
const demo = SiteData.parse(raw());
const ORIGIN = 'https://shop.example';

function headOf(
  site: SiteData,
  path: string,
  { member = false, search = '', reviews = undefined as { count: number; average: number } | undefined } = {},
) {
  const resolved = resolveRoute(site, path)!;
  const route = restrictRoute(resolved, member);
  return buildSeoHead({ site, page: route.page, route, origin: ORIGIN, search, productReviews: reviews });
}
const metaOf = (head: SeoHead, name: string) => head.meta.find(([, n]) => n === name)?.[2];
const ldOf = (head: SeoHead, type: string) => head.jsonLd.find((d) => d['@type'] === type);

describe('summarize', () => {
  it('keeps short text, collapses white space and drops tags', () => {
    expect(summarize('  A <b>fine</b>\n stool.  ')).toBe('A fine stool.');
    expect(summarize('   ')).toBeNull();
    expect(summarize(undefined)).toBeNull();
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(60);
    const summary = summarize(text, 160)!;
    expect([...summary].length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/word…$/);
    expect(summarize('x'.repeat(400), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});

describe('canonical query', () => {
  it('keeps only paging beyond the first page', () => {
    expect(canonicalQuery('?utm_source=x&page=2&formSubmitted=b')).toBe('?page=2');
    expect(canonicalQuery('?page=1')).toBe('');
    expect(canonicalQuery('?page=abc')).toBe('');
    expect(canonicalQuery('')).toBe('');
  });
});

describe('toDecimalAmount', () => {
  it("writes the currency's own digits from our table", () => {
    expect(toDecimalAmount({ amount: 12000, currencyCode: 'USD' })).toBe('120.00');
    expect(toDecimalAmount({ amount: 5, currencyCode: 'EUR' })).toBe('0.05');
    expect(toDecimalAmount({ amount: 1250, currencyCode: 'JPY' })).toBe('1250');
  });
});

describe('a page head', () => {
  it('gives the home page its description, canonical URL, preview and Organization', () => {
    const head = headOf(demo, '/', { search: '?utm_campaign=spring' });
    expect(head.description).toBe(demo.pages[0]!.description);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.robots).toBeNull();
    expect(head.favicon).toEqual({ href: '/favicon.svg', type: 'image/svg+xml' });
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(metaOf(head, 'og:url')).toBe(`${ORIGIN}/`);
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/images/hero.jpg`);
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(head, 'twitter:title')).toBe('Home');
    expect(ldOf(head, 'Organization')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Harbour & Pine',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/images/hero.jpg`,
    });
    // Only the home page names the organization.
    expect(ldOf(headOf(demo, '/store'), 'Organization')).toBeUndefined();
  });

  it("falls back to the site's description and names the site's favicon", () => {
    const data = raw();
    delete data.pages.find((p) => p.path === '/contact')!.description;
    data.seo.favicon = '/images/icon.png';
    const site = SiteData.parse(data);
    const head = headOf(site, '/contact');
    expect(head.description).toBe(site.seo.description);
    expect(head.favicon).toEqual({ href: '/images/icon.png', type: 'image/png' });
  });

  it('gives a product its description, a Product with offers in the store currency and availability', () => {
    const head = headOf(demo, '/store/harbour-mug', { reviews: { count: 2, average: 4.5 } });
    const mug = demo.products.find((p) => p.id === 'p-mug')!;
    expect(head.description).toBe(summarize(mug.description));
    expect(metaOf(head, 'og:type')).toBe('product');
    expect(head.canonical).toBe(`${ORIGIN}/store/harbour-mug`);
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/images/mug.svg`);
    const product = ldOf(head, 'Product');
    expect(product).toMatchObject({
      name: mug.title,
      image: [`${ORIGIN}/images/mug.svg`],
      url: `${ORIGIN}/store/harbour-mug`,
      offers: { '@type': 'Offer', price: '26.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('prices variants of different prices as an AggregateOffer', () => {
    const product = ldOf(headOf(demo, '/store/oak-stool'), 'Product')!;
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '120.00',
      highPrice: '165.00',
      offerCount: 3,
      priceCurrency: 'USD',
    });
    // No reviews, no aggregateRating.
    expect(product.aggregateRating).toBeUndefined();
  });

  it('says OutOfStock by the sold-out rule, and uses the store currency', () => {
    const data = raw();
    data.websiteSettings ??= {};
    data.websiteSettings.storeSettings = { ...data.websiteSettings.storeSettings, selectedCurrency: 'JPY' };
    const site = SiteData.parse(data);
    const lamp = ldOf(headOf(site, '/store/harbour-lamp'), 'Product')!;
    expect(lamp.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      priceCurrency: 'JPY',
      lowPrice: '18000',
    });
    // Digital products never sell out.
    const plans = ldOf(headOf(site, '/store/stool-plans'), 'Product')!;
    expect(plans.offers).toMatchObject({ availability: 'https://schema.org/InStock', price: '900' });
  });

  it('gives a blog post its excerpt and a BlogPosting', () => {
    const post = demo.collections.find((c) => c.id === 'journal')!.items[0]!;
    const head = headOf(demo, `/blog/${post.urlId}`);
    expect(head.description).toBe(summarize(post.excerpt));
    expect(metaOf(head, 'og:type')).toBe('article');
    expect(ldOf(head, 'BlogPosting')).toMatchObject({
      headline: post.title,
      datePublished: post.publishedOn,
      author: { '@type': 'Person', name: post.author },
      image: [`${ORIGIN}${post.image}`],
      url: `${ORIGIN}/blog/${post.urlId}`,
      publisher: { '@type': 'Organization', name: 'Harbour & Pine' },
    });
  });

  it('gives a visitor who is not a member nothing of a member-only collection’s items', () => {
    const data = raw();
    data.pages.find((p) => p.path === '/blog')!.memberOnly = true;
    const site = SiteData.parse(data);
    const post = site.collections.find((c) => c.id === 'journal')!.items[0]!;
    const visitor = headOf(site, `/blog/${post.urlId}`);
    const text = JSON.stringify(visitor);
    expect(text).not.toContain(post.title);
    expect(text).not.toContain(post.excerpt!.slice(0, 30));
    expect(visitor.jsonLd).toEqual([]);
    expect(visitor.robots).toBe('noindex');
    // A member gets the post, still not indexed.
    const member = headOf(site, `/blog/${post.urlId}`, { member: true });
    expect(metaOf(member, 'og:title')).toBe(post.title);
    expect(member.robots).toBe('noindex');
  });
});

describe('sitemap and robots', () => {
  it('lists every public page and published item, and no member-only page or its items', () => {
    const data = raw();
    data.pages.find((p) => p.path === '/blog')!.memberOnly = true;
    const site = SiteData.parse(data);
    const paths = listPublicUrls(site).map((u) => u.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/gallery',
        '/store',
        '/cafe',
        '/contact',
        '/store/oak-stool',
        '/store/harbour-lamp',
      ]),
    );
    expect(paths.filter((p) => p.startsWith('/store/'))).toHaveLength(8);
    expect(paths.some((p) => p.startsWith('/blog'))).toBe(false);
    expect(paths).not.toContain('/members');
    // The demo's own: the journal's published posts are there, its draft is not.
    const demoPaths = listPublicUrls(demo).map((u) => u.path);
    expect(demoPaths).toContain('/blog/first-firing-of-the-year');
    expect(demoPaths).not.toContain('/blog/summer-plans');
  });

  it('writes sitemaps.org XML with absolute, escaped addresses and publication dates', () => {
    const xml = buildSitemapXml(demo, ORIGIN);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain(`<url><loc>${ORIGIN}/</loc></url>`);
    expect(xml).toContain(
      `<loc>${ORIGIN}/blog/first-firing-of-the-year</loc><lastmod>2025-03-14T09:00:00+00:00</lastmod>`,
    );
    expect(xml).not.toContain('/members');
    const data = raw();
    data.pages.find((p) => p.path === '/cafe')!.path = '/café&more';
    expect(buildSitemapXml(SiteData.parse(data), ORIGIN)).toContain(`<loc>${ORIGIN}/caf%C3%A9&amp;more</loc>`);
  });

  it('names the sitemap in robots.txt and keeps crawlers out of the owner area and the API', () => {
    const robots = buildRobotsTxt(ORIGIN);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/config\/$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });
});
