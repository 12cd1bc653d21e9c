import path from 'node:path';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../../src/server/app';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';

const root = path.resolve(import.meta.dirname, '../../../..');
const siteFile = path.join(root, 'sites/showcase/site.json');
let app: FastifyInstance;
let db: Kysely<Database>;

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

beforeAll(async () => {
  db = await openTestStorage();
  const variant = writeVariant(['tel:+441632960123', '/s/care-guide.pdf'], { 'care-guide.pdf': PDF });
  app = await buildApp({ site: await loadSiteFile(variant), siteDir: path.dirname(variant), db, client: null });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

// The demo site with other buttons on its contact page, in a folder of its own with a files/ folder.
function writeVariant(urls: string[], files: Record<string, string> = {}): string {
  const site = JSON.parse(readFileSync(siteFile, 'utf8'));
  const contact = site.pages.find((p: { path: string }) => p.path === '/contact');
  const block = contact.sections
    .flatMap((s: { blocks: unknown[] }) => s.blocks)
    .find((b: { id: string }) => b.id === 'contact-buttons');
  block.data.buttons = urls.map((url, i) => ({ id: `b${i}`, text: `File ${i}`, url }));
  const dir = mkdtempSync(path.join(tmpdir(), 'site-files-'));
  symlinkSync(path.join(root, 'sites/showcase/images'), path.join(dir, 'images'));
  mkdirSync(path.join(dir, 'files', 'menus'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'files', name), text);
  writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site));
  return path.join(dir, 'site.json');
}

describe("file links: GET /s/{name} serves the site's files (spec visitor-runtime §2)", () => {
  it('serves a file with the content type of its extension', async () => {
    const response = await app.inject({ method: 'GET', url: '/s/care-guide.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const page = await app.inject({ method: 'GET', url: '/contact' });
    expect(page.body).toContain('href="/s/care-guide.pdf"');
  });

  it('answers 404 for a missing file and for any name reaching out of the folder', async () => {
    for (const url of [
      '/s/missing.pdf',
      '/s/',
      '/s/../site.json',
      '/s/%2e%2e/site.json',
      '/s/..%2fsite.json',
      '/s/%2e%2e%2fsite.json',
      '/s/images/../../site.json',
      '/s/.hidden',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      // The raw site file, were it served, starts like this.
      expect(response.body.includes('"version": 1'), url).toBe(false);
    }
    // A NUL (refuseNul) and a broken percent-encoding are refused before any route.
    expect((await app.inject({ method: 'GET', url: '/s/care-guide.pdf%00.txt' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/s/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('stops start-up at a file link naming no file of files/, or reaching out of it, by its JSON path', async () => {
    const ok = writeVariant(['/s/menus/lunch.txt', '/s/price%20list.txt?v=2'], {
      'menus/lunch.txt': 'soup',
      'price list.txt': 'prices',
    });
    await expect(loadSiteFile(ok)).resolves.toBeTruthy();
    const bad = writeVariant(['/s/menus/dinner.txt', '/s/../site.json', '/s/menus'], { 'menus/lunch.txt': 'soup' });
    const error = await loadSiteFile(bad).catch((e: Error) => e);
    const contact = JSON.parse(readFileSync(siteFile, 'utf8')).pages.findIndex(
      (p: { path: string }) => p.path === '/contact',
    );
    expect(String((error as Error).message)).toContain(
      `$.pages[${contact}].sections[0].blocks[2].data.buttons[0].url: expected a file of the site's files/ folder, "menus/dinner.txt" is not there`,
    );
    expect(String((error as Error).message)).toContain(
      `data.buttons[1].url: expected a file name without "." or ".." segments, got "/s/../site.json"`,
    );
    expect(String((error as Error).message)).toContain(
      `data.buttons[2].url: expected a file of the site's files/ folder, "menus" is not there`,
    );
  });
});
