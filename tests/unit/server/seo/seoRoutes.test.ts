import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app';
import type { Database } from '../../../../src/server/storage/Database';
import { createMemberRepository } from '../../../../src/server/storage/auth/MemberRepository';
import { ReviewRepository } from '../../../../src/server/storage/reviews/ReviewRepository';
import { openTestStorage } from '../../../postgres/openTestStorage';
import { SiteData } from '../../../../src/shared/siteData/SiteData';

// The demo site with the journal made member-only, and a product whose text tries to close the JSON-LD
// element and run a script of its own.
const INJECTION = '</script><script>alert(1)</script><!--';
const raw = JSON.parse(readFileSync('sites/showcase/site.json', 'utf8')) as {
  pages: { path: string; memberOnly?: boolean }[];
  products: { id: string; title: string; description: string }[];
};
raw.pages.find((p) => p.path === '/blog')!.memberOnly = true;
const lamp = raw.products.find((p) => p.id === 'p-lamp')!;
lamp.description = `A lamp ${INJECTION} of ash.`;
lamp.title = `Harbour lamp ${INJECTION}`;
const site = SiteData.parse(raw);
const journal = site.collections.find((c) => c.id === 'journal')!;
const CRUMB = 'm'.repeat(32);

let app: FastifyInstance;
let publicApp: FastifyInstance;
let db: Kysely<Database>;
beforeAll(async () => {
  db = await openTestStorage();
  app = await buildApp({ site, siteDir: path.resolve('sites/showcase'), db, client: null });
  publicApp = await buildApp({
    site,
    siteDir: path.resolve('sites/showcase'),
    db,
    client: null,
    publicOrigin: 'https://www.harbour.example',
  });
  await createMemberRepository(db).create({ email: 'seo-member@example.com', password: 'member-pass-1' });
});
afterAll(async () => {
  await app.close();
  await publicApp.close();
  await db.destroy();
});

const get = (url: string, headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'GET', url, headers: { host: 'shop.local:8080', ...headers } });
const ldScripts = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('robots.txt and sitemap.xml', () => {
  it("serves robots.txt as text naming the sitemap on the site's baseUrl, not the request's Host", async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(response.body).not.toContain('shop.local');
    expectSecurityHeaders(response.headers);
  });

  it('serves the sitemap as XML: public pages and items, nothing member-only', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expectSecurityHeaders(response.headers);
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('http://localhost:3000/');
    expect(locs).toContain('http://localhost:3000/store/harbour-mug');
    expect(locs).toContain('http://localhost:3000/contact');
    expect(locs.filter((loc) => loc!.includes('/blog'))).toEqual([]);
    expect(locs).not.toContain('http://localhost:3000/members');
    expect(response.body).not.toContain('shop.local');
  });

  it('uses PUBLIC_URL when it is set', async () => {
    expect((await get('/robots.txt', {}, publicApp)).body).toContain(
      'Sitemap: https://www.harbour.example/sitemap.xml',
    );
    expect((await get('/sitemap.xml', {}, publicApp)).body).toContain('<loc>https://www.harbour.example/store</loc>');
    const page = await get('/store?utm_source=mail', {}, publicApp);
    expect(page.body).toContain('<link rel="canonical" href="https://www.harbour.example/store"/>');
  });
});

describe('a forged Host', () => {
  it('reaches no absolute address of a page, the sitemap or robots.txt, with or without PUBLIC_URL', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    for (const on of [app, publicApp])
      for (const url of ['/', '/store/harbour-mug', '/robots.txt', '/sitemap.xml', '/search?q=oak', '/no-such-page']) {
        const response = await get(url, forged, on);
        expect(response.body, url).not.toContain('evil.example');
      }
    const html = (await get('/store/harbour-mug', forged)).body;
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/store/harbour-mug"/>');
    expect(metaContent(html, 'og:url')).toBe('http://localhost:3000/store/harbour-mug');
  });
});

describe('favicon', () => {
  it('serves a default icon, linked from the head of every page', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toMatch(/<svg[^>]*>.*>H<\/text><\/svg>/s);
    for (const url of ['/', '/store', '/store/oak-stool', '/blog', '/search?q=oak', '/cart', '/no-such-page']) {
      const page = await get(url);
      expect(page.body, url).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    }
  });
});

describe('page heads', () => {
  it('gives the home page a description, canonical URL without query, Open Graph, Twitter and Organization', async () => {
    const html = (await get('/?utm_source=x&fbclid=1')).body;
    expect(html).toContain(`<meta name="description" content="${site.pages[0]!.description!.replace('&', '&amp;')}"/>`);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/"/>');
    expect(metaContent(html, 'og:url')).toBe('http://localhost:3000/');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:image')).toBe('http://localhost:3000/images/hero.jpg');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(ldScripts(html)).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'Harbour & Pine' })]);
  });

  it('keeps site text inside the JSON-LD element: no </script> from site data', async () => {
    const html = (await get('/store/harbour-lamp')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    const [product] = ldScripts(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: `Harbour lamp ${INJECTION}`,
      offers: { availability: 'https://schema.org/OutOfStock', priceCurrency: 'USD', lowPrice: '180.00' },
    });
    // The description is text: tags are dropped, the rest kept.
    expect(product!.description).toBe('A lamp alert(1) <!-- of ash.');
    expect(product!.aggregateRating).toBeUndefined();
  });

  it("adds the product's approved reviews as its aggregateRating", async () => {
    const reviews = new ReviewRepository(db);
    const now = Date.now();
    const lines = [1, 2, 3].map((n) => ({ line_no: n, product_id: 'p-mug', title: 'Harbour mug' }));
    const requests = await reviews.ensureRequests('seo-order', lines, now + 86_400_000, now);
    const ratings = [5, 4, 1];
    for (const [index, request] of requests.entries()) {
      const added = await reviews.add(
        { requestId: request.id, rating: ratings[index]!, title: '', text: '', name: 'A' },
        now,
      );
      if (added.kind !== 'added') throw new Error(added.kind);
      // The third stays pending: only approved reviews count.
      if (index < 2) await reviews.setStatus(added.review.id, 'approved', now);
    }
    const [product] = ldScripts((await get('/store/harbour-mug')).body);
    expect(product!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product!.offers).toMatchObject({
      '@type': 'Offer',
      price: '26.00',
      availability: 'https://schema.org/InStock',
    });
  });

  it('gives a blog post a BlogPosting for a member, and a visitor nothing of a member-only item', async () => {
    const post = journal.items[0]!;
    const visitor = (await get(`/blog/${post.urlId}`)).body;
    const head = visitor.slice(0, visitor.indexOf('</head>'));
    expect(head).not.toContain(post.title);
    expect(head).not.toContain(post.excerpt!.slice(0, 40));
    expect(ldScripts(visitor)).toEqual([]);
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(metaContent(head, 'og:title')).toBe('Journal');

    const login = await app.inject({
      method: 'POST',
      url: '/api/site-users/account/session',
      headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
      payload: { email: 'seo-member@example.com', password: 'member-pass-1', rememberMe: false },
    });
    const session = login.cookies.find((c) => c.name === 'ss_member_session')!;
    const member = (await get(`/blog/${post.urlId}`, { cookie: `ss_member_session=${session.value}; crumb=${CRUMB}` }))
      .body;
    expect(metaContent(member, 'og:type')).toBe('article');
    expect(ldScripts(member)).toEqual([
      expect.objectContaining({ '@type': 'BlogPosting', headline: post.title, datePublished: post.publishedOn }),
    ]);
  });

  it('marks the server’s own pages noindex, without a canonical URL', async () => {
    for (const url of ['/search?q=oak', '/cart', '/no-such-page']) {
      const html = (await get(url)).body;
      expect(html, url).toContain('<meta name="robots" content="noindex"/>');
      expect(html, url).not.toContain('rel="canonical"');
    }
  });
});
