import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../../src/server/app';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { SiteData } from '../../../../src/shared/siteData/SiteData';

const root = path.resolve(import.meta.dirname, '../../../..');
const siteFile = path.join(root, 'sites/showcase/site.json');
const demo = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
let app: FastifyInstance;
let db: Kysely<Database>;
let warnings: string[];

async function start(site: SiteData) {
  warnings = [];
  const stream = { write: (line: string) => void warnings.push(JSON.parse(line).msg as string) };
  app = await buildApp({ site, siteDir: path.dirname(siteFile), db, client: null, logger: { level: 'warn', stream } });
}

beforeEach(async () => {
  db = await openTestStorage();
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});

const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!).filter((h) => h.includes('font'));

describe('the site fonts (spec visitor-runtime §3 and §7; docs/fonts.md)', () => {
  it('links a stylesheet per family, hosted here, with font-display optional and the latin woff2 faces asked for', async () => {
    await start(await loadSiteFile(siteFile));
    const home = await app.inject({ method: 'GET', url: '/' });
    const sheets = stylesheetsOf(home.body);
    expect(sheets).toHaveLength(2);
    expect(sheets.every((href) => href.startsWith('/site-fonts/'))).toBe(true);
    const [inter, lora] = await Promise.all(sheets.map((url) => app.inject({ method: 'GET', url })));
    expect(inter!.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(inter!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const faces = (css: string) => [...css.matchAll(/@font-face\{([^}]+)\}/g)].map((m) => m[1]!);
    expect(faces(inter!.body)).toHaveLength(2);
    expect(faces(lora!.body)).toHaveLength(1);
    for (const face of [...faces(inter!.body), ...faces(lora!.body)]) {
      expect(face).toContain('font-display:optional');
      expect(face).toMatch(
        /src:url\(\/site-fonts\/[a-z-]+\/[\d.]+\/[a-z-]+-latin-\d00-normal\.woff2\) format\('woff2'\);/,
      );
      expect(face).toContain('unicode-range:U+0000-00FF');
    }
    expect(faces(inter!.body).map((f) => /font-weight:(\d+)/.exec(f)![1])).toEqual(['400', '600']);
    const woff2 = /url\(([^)]+)\)/.exec(lora!.body)![1]!;
    const font = await app.inject({ method: 'GET', url: woff2 });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(warnings).toEqual([]);
  });

  it('sets the body and headings families with their fallbacks, and preloads the faces the first paint needs', async () => {
    await start(await loadSiteFile(siteFile));
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(html).toContain(
      `<style id="site-fonts">:root{--site-font-body:'Inter',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;--site-font-headings:'Lora',Georgia,'Times New Roman',serif}</style>`,
    );
    const preloads = [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloads.map((p) => p!.split('/').at(-1))).toEqual([
      'inter-latin-400-normal.woff2',
      'lora-latin-600-normal.woff2',
    ]);
    const context = JSON.parse(/<script type="application\/json" id="page-context">(.*?)<\/script>/.exec(html)![1]!);
    expect(context.googleFonts).toEqual([{ includeName: 'Inter:400,600' }, { includeName: 'Lora:600' }]);
    expect(context.typekitFonts).toEqual([]);
  });

  it('answers 404 for any other path under /site-fonts/, traversal included', async () => {
    await start(await loadSiteFile(siteFile));
    for (const url of [
      '/site-fonts/lora.css',
      '/site-fonts/lora/5.3.0/lora-latin-700-normal.woff2',
      '/site-fonts/../package.json',
      '/site-fonts/%2e%2e/%2e%2e/package.json',
      '/site-fonts/lora/5.3.0/../../../../package.json',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('"name"');
    }
  });

  it('warns at start-up of a family no font package hosts, naming its JSON path, and asks the page to report it', async () => {
    const site = SiteData.parse({
      ...demo,
      fonts: {
        googleFonts: [{ includeName: 'Inter:400' }, { includeName: 'Imaginary Sans:400' }],
        body: 'Imaginary Sans',
      },
    });
    await start(site);
    expect(warnings).toEqual([
      'Fonts: $.fonts.googleFonts[1].includeName: the font family "Imaginary Sans" is not hosted (no @fontsource/imaginary-sans package installed): pages use the fallback fonts and report it',
    ]);
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(stylesheetsOf(html)).toHaveLength(1);
    expect(html).toContain('"fonts":{"typekit":[],"notHosted":["Imaginary Sans"]}');
    expect(html).toContain(`--site-font-body:'Imaginary Sans',system-ui`);
  });

  it('warns of a face the package does not have and leaves it out', async () => {
    await start(SiteData.parse({ ...demo, fonts: { googleFonts: [{ includeName: 'Lora:400,900' }] } }));
    expect(warnings).toEqual([
      'Fonts: $.fonts.googleFonts[0].includeName: @fontsource/lora has no 900 normal face (it has weights 400, 500, 600, 700, styles italic, normal): that face is left out',
    ]);
  });

  it("links the kit's stylesheet only when the site names a kit and fonts from it", async () => {
    await start(
      SiteData.parse({
        ...demo,
        website: { ...(demo.website as object), typekitId: 'abc1def' },
        fonts: { typekitFonts: ['proxima-nova'], headings: 'proxima-nova' },
      }),
    );
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(html).toContain('<link rel="stylesheet" href="https://use.typekit.net/abc1def.css"/>');
    expect(html).toContain('"fonts":{"typekit":["proxima-nova"],"notHosted":[]}');
    await app.close();
    await start(SiteData.parse({ ...demo, fonts: {} }));
    const plain = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(plain.includes('use.typekit.net'), 'no kit stylesheet').toBe(false);
    expect(plain.includes('/site-fonts/'), 'no hosted font').toBe(false);
    expect(plain.includes('id="page-features"'), 'nothing for the browser to check').toBe(false);
  });
});
