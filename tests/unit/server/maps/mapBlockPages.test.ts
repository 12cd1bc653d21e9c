import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../../src/server/app';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import type { Database } from '../../../../src/server/storage/Database';
import { openTestStorage } from '../../../postgres/openTestStorage';

const demoFile = path.resolve(import.meta.dirname, '../../../../sites/showcase/site.json');
const formsFile = path.resolve(import.meta.dirname, '../../../../sites/fixtures/forms/site.json');
const KEY = 'AIzaDemoBrowserKey_0123';

let db: Kysely<Database>;
let demo: FastifyInstance;
let forms: FastifyInstance;

beforeAll(async () => {
  db = await openTestStorage();
  const site = await loadSiteFile(demoFile);
  site.websiteSettings.googleMapsApiKey = KEY;
  demo = await buildApp({ site, siteDir: path.dirname(demoFile), db, client: null });
  const formsSite = await loadSiteFile(formsFile);
  formsSite.websiteSettings.googleMapsApiKey = KEY;
  forms = await buildApp({ site: formsSite, siteDir: path.dirname(formsFile), db, client: null });
});
afterAll(async () => {
  await demo.close();
  await forms.close();
  await db.destroy();
});

const scriptSources = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1]?.split(' ') ?? [];
const pageContextOf = (html: string) =>
  JSON.parse(/<script[^>]*id="page-context"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

describe('map block pages (spec media-and-reporting §4, §7)', () => {
  it('render a static placeholder in a reserved box, with no request to any third party', async () => {
    const html = (await demo.inject({ method: 'GET', url: '/contact' })).body;
    const block = /<figure class="block-map"[\s\S]*?<\/figure>/.exec(html)?.[0] ?? '';
    expect(block).toContain('data-map-state="placeholder"');
    expect(block).toContain('style="aspect-ratio:2"');
    expect(block).toContain('Harbour &amp; Pine');
    expect(block).toContain('href="https://www.google.com/maps?q=Harbour+%26+Pine');
    // Nothing on the page names the maps script: it is loaded only when the block nears the viewport.
    expect(html).not.toContain('maps.googleapis.com');
    expect(html).not.toMatch(/<(img|iframe|script)[^>]+src="https?:\/\/[^"]*google/);
  });

  it('write the key base64-encoded into the page context of pages with a map, and nowhere else', async () => {
    const contact = (await demo.inject({ method: 'GET', url: '/contact' })).body;
    expect(pageContextOf(contact).googleMapsKey).toBe(Buffer.from(KEY).toString('base64'));
    expect(contact).not.toContain(KEY);
    const home = (await demo.inject({ method: 'GET', url: '/' })).body;
    expect(pageContextOf(home).googleMapsKey).toBeUndefined();
    expect(home).not.toContain(KEY);
    expect(home).not.toContain(Buffer.from(KEY).toString('base64'));
  });

  it('allow the maps script in the content security policy only on sites with a map block', async () => {
    const withMap = scriptSources((await demo.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(withMap).toEqual(expect.arrayContaining(['https://maps.googleapis.com', 'https://maps.gstatic.com']));
    const without = scriptSources((await forms.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(without.filter((source) => source.includes('google'))).toEqual([]);
  });
});
