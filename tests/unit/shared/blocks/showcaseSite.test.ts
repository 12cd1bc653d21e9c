import { readFileSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import { formatSiteDataIssues } from '../../../../src/shared/siteData/formatSiteDataIssues';
import { GALLERY_DESIGN_LAYOUTS } from '../../../../src/shared/constants/gallery';
import { ProductType } from '../../../../src/shared/constants/productTypes';
import { isSoldOut } from '../../../../src/shared/commerce/isSoldOut';

const showcaseDir = path.resolve(import.meta.dirname, '../../../../sites/showcase');
const raw = JSON.parse(readFileSync(path.join(showcaseDir, 'site.json'), 'utf8'));

describe('the showcase site (every block, used by the tests)', () => {
  const result = SiteData.safeParse(raw);
  it('parses with the SiteData schema', () => {
    expect(result.success ? [] : formatSiteDataIssues(result.error)).toEqual([]);
  });

  it('has the pages a new visitor clicks through', () => {
    const site = SiteData.parse(raw);
    expect(site.pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/', '/gallery', '/store', '/blog', '/members', '/contact']),
    );
    expect(site.pages.find((p) => p.path === '/members')?.memberOnly).toBe(true);
    const gallery = site.pages.find((p) => p.path === '/gallery')!;
    const designs = gallery.sections
      .flatMap((s) => s.blocks)
      .flatMap((b) => (b.type === 'gallery' ? [b.data.design] : []));
    expect(designs.sort()).toEqual(Object.keys(GALLERY_DESIGN_LAYOUTS).sort());
    const sectionIds = site.pages.flatMap((p) => p.sections.map((s) => s.id));
    expect(sectionIds).toEqual(expect.arrayContaining(['newsletter', 'contact-form']));
  });

  it('stocks every kind of product the store shows', () => {
    const site = SiteData.parse(raw);
    const types = site.products.map((p) => p.structuredContent.productType);
    expect(types).toEqual(
      expect.arrayContaining([ProductType.PHYSICAL, ProductType.DIGITAL, ProductType.SERVICE, ProductType.GIFT_CARD]),
    );
    expect(site.products.some((p) => p.structuredContent.subscriptionPlan)).toBe(true);
    expect(site.products.some((p) => isSoldOut(p.structuredContent))).toBe(true);
    expect(site.products.some((p) => new Set(p.structuredContent.variants.map((v) => v.price)).size > 1)).toBe(true);
    const posts = site.collections.find((c) => c.type === 'blog')!.items.filter((i) => i.visibility === 1);
    expect(posts.length).toBeGreaterThanOrEqual(3);
  });

  // The photographs are camera-sized originals (about 2400 px, issue 34): visitors get the image service's
  // variants, so the cap keeps the repository lean, not the pages: 400 KB a picture, 3 MB in all.
  it('ships every image it references, each under 400 KB, 3 MB in all', () => {
    const files = readdirSync(path.join(showcaseDir, 'images'));
    const sizes = files.map((f) => statSync(path.join(showcaseDir, 'images', f)).size);
    for (const size of sizes) expect(size).toBeLessThan(400 * 1024);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(3 * 1024 * 1024);
    const referenced = [...JSON.stringify(raw).matchAll(/"\/images\/([^"]+)"/g)].map((m) => m[1]);
    for (const file of referenced) expect(files).toContain(file);
  });

  it('refuses an unknown gallery design with the spec message and its JSON path', () => {
    const bad = structuredClone(raw);
    bad.pages[1].sections[1].blocks[2].data.design = 'masonry';
    const parsed = SiteData.safeParse(bad);
    expect(parsed.success).toBe(false);
    const lines = parsed.success ? [] : formatSiteDataIssues(parsed.error);
    expect(lines).toContain(
      '$.pages[1].sections[1].blocks[2].data.design: These are not the gallery designs you are looking for masonry',
    );
  });
});
