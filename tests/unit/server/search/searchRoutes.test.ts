import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { closeDemoApp, openDemoApp } from '../demoApp';

let app: FastifyInstance;
let db: Kysely<Database>;

beforeAll(async () => {
  ({ app, db } = await openDemoApp());
});
afterAll(async () => {
  await closeDemoApp({ app, db });
});

describe('/search', () => {
  it('renders ranked results with the word marked, the price and the image, as page type 102', async () => {
    const page = await app.inject({ url: '/search?q=stoneware' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="page-type-102"');
    expect(page.body).toContain('href="/store/harbour-mug"');
    expect(page.body).toMatch(/<mark>stoneware<\/mark>/i);
    expect(page.body).toContain('$26.00');
    expect(page.body).toContain('class="site-search"');
  });

  it('escapes the query it shows back', async () => {
    const page = await app.inject({ url: `/search?q=${encodeURIComponent('<script>alert(1)</script> mug')}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;');
  });

  it('says what is wrong with an empty or over-long query, never a 500', async () => {
    const bare = await app.inject({ url: '/search' });
    expect(bare.statusCode).toBe(200);
    expect(bare.body).toContain('Enter a word to search for.');
    const empty = await app.inject({ url: '/search?q=%20' });
    expect(empty.statusCode).toBe(400);
    const long = await app.inject({ url: `/search?q=${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Your search is too long');
    const api = await app.inject({ url: '/api/search?q=' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ error: 'Enter a word to search for.' });
  });

  it('caps the query string parser at 1000 keys', async () => {
    const keys = Array.from({ length: 5000 }, (_, i) => `k${i}=1`).join('&');
    const capped = await app.inject({ url: `/api/search?${keys}&q=mug` });
    // The 5001st key (q) is past the cap: the query is empty, refused with its message.
    expect(capped.statusCode).toBe(400);
    const first = await app.inject({ url: `/api/search?q=mug&${keys}` });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ total: number }>().total).toBeGreaterThan(0);
  });

  it('answers results as JSON for typing', async () => {
    const reply = await app.inject({ url: '/api/search?q=oak' });
    const body = reply.json<{ results: { url: string }[]; pageCount: number }>();
    expect(body.results.map((r) => r.url)).toContain('/store/oak-stool');
    expect(reply.headers['cache-control']).toBe('no-store');
  });
});
