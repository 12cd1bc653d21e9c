import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { writeDemoVariant } from '../harness/writeDemoVariant';

// The demo site with its journal's posts at a tokenized format (written untidy, as an owner might) and a
// care guide in its files/ folder linked from the contact page.
function writeTokenizedBlog(): string {
  const file = writeDemoVariant<{
    collections: { id: string; itemUrlFormat?: string }[];
    pages: { path: string; sections: { blocks: { id: string; data: { buttons: object[] } }[] }[] }[];
  }>((site) => {
    site.collections.find((c) => c.id === 'journal')!.itemUrlFormat = '//%y//%m/%%t';
    const contact = site.pages.find((p) => p.path === '/contact')!;
    const buttons = contact.sections.flatMap((s) => s.blocks).find((b) => b.id === 'contact-buttons')!;
    buttons.data.buttons.push({ id: 'care-guide', text: 'Care guide (PDF)', url: '/s/care-guide.pdf' });
  });
  const files = path.join(path.dirname(file), 'files');
  mkdirSync(files);
  writeFileSync(path.join(files, 'care-guide.pdf'), '%PDF-1.4\n%%EOF\n');
  return file;
}

const site = useSiteServer({ site: writeTokenizedBlog() });

describe('file links and tokenized blog URLs (spec visitor-runtime §2 and §5)', () => {
  it("serves a '/s/' link from the site's files folder", async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/contact');
    const link = page.getByRole('link', { name: 'Care guide (PDF)' });
    expect(await link.getAttribute('href')).toBe('/s/care-guide.pdf');
    const download = await page.request.get(new URL('/s/care-guide.pdf', site.server.url).href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await page.request.get(site.server.url + '/s/../site.json')).status()).toBe(404);
    await page.close();
  });

  it("links each post at its blog's format, opens it there, and nowhere else", async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/blog');
    const post = page.getByRole('link', { name: 'Salt, smoke and a lot of patience' }).first();
    expect(await post.getAttribute('href')).toBe('/blog/2025/05/salt-glaze');
    // Followed as a visitor would (the blog's popup overlay may be over the list by now).
    expect((await page.goto(new URL((await post.getAttribute('href'))!, site.server.url).href))!.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain('Salt, smoke');
    // The home page's summary of the journal links there too, and the bare id is no address any more.
    await page.goto(site.server.url + '/');
    expect(await page.locator('.summary-title a', { hasText: 'Salt, smoke' }).getAttribute('href')).toBe(
      '/blog/2025/05/salt-glaze',
    );
    expect((await page.goto(site.server.url + '/blog/salt-glaze'))!.status()).toBe(404);
    await page.close();
  });
});
