import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { writeSiteFile } from '../harness/writeSiteFile';

// Spec media-and-reporting §9: button sizes small 36 px, medium 44 px, large 55 px, as a visitor's browser draws
// them: the home page's hero buttons set to each size, measured where they are rendered.
const showcase = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../sites/showcase/site.json'), 'utf8'),
) as { pages: { id: string; sections: { blocks: { id: string; data: { buttons?: unknown[] } }[] }[] }[] };
const hero = showcase.pages.find((page) => page.id === 'home')!.sections[0]!.blocks.find((b) => b.id === 'home-hero')!;
hero.data.buttons = [
  { id: 'size-small', text: 'Small', url: '/store', size: 'small' },
  { id: 'size-medium', text: 'Medium', url: '/gallery', size: 'medium' },
  { id: 'size-large', text: 'Large', url: '/blog', size: 'large' },
];
const site = useSiteServer({ site: writeSiteFile(showcase) });

describe('button sizes', () => {
  it.each([
    ['Small', 36],
    ['Medium', 44],
    ['Large', 55],
  ])('a %s button is drawn %i px tall', async (text, px) => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/');
    const box = await page.locator('a.button-link', { hasText: text }).boundingBox();
    expect(Math.round(box!.height)).toBe(px);
    await page.close();
  });
});
