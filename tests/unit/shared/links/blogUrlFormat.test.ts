import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseBlogUrlFormat } from '../../../../src/shared/links/normaliseBlogUrlFormat';
import { buildItemHref } from '../../../../src/shared/links/buildItemPath';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import { resolveRoute } from '../../../../src/shared/siteData/resolveRoute';
import { formatSiteDataIssues } from '../../../../src/shared/siteData/formatSiteDataIssues';

const demo = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../sites/showcase/site.json'), 'utf8'),
) as { collections: Record<string, unknown>[]; website: Record<string, unknown> };

// The demo site with its journal's posts at a tokenized format.
function withFormat(itemUrlFormat: string, timeZone = 'Europe/London') {
  return SiteData.safeParse({
    ...demo,
    website: { ...demo.website, timeZone },
    collections: demo.collections.map((c) => (c.id === 'journal' ? { ...c, itemUrlFormat } : c)),
  });
}

describe('normaliseBlogUrlFormat (spec visitor-runtime §5: tokenized blog URL)', () => {
  it('strips leading slashes and collapses repeated % and /', () => {
    expect(normaliseBlogUrlFormat('///%y//%m///%%d/%%%t')).toEqual({ format: '%y/%m/%d/%t' });
    expect(normaliseBlogUrlFormat('posts/%y/%t')).toEqual({ format: 'posts/%y/%t' });
  });

  it('allows only %y, %m, %d and %t, and needs %t', () => {
    expect(normaliseBlogUrlFormat('%y/%h/%t')).toEqual({
      problem: 'expected only the tokens %y, %m, %d and %t, got "%h"',
    });
    expect(normaliseBlogUrlFormat('%t%')).toEqual({ problem: 'expected only the tokens %y, %m, %d and %t, got "%"' });
    expect(normaliseBlogUrlFormat('%y/%m/%d')).toEqual({ problem: `expected %t (the post's URL id) in "%y/%m/%d"` });
    expect(normaliseBlogUrlFormat('%y/<b>/%t')).toHaveProperty('problem');
  });
});

describe('blog item URLs from the tokenized format', () => {
  it("builds each post's address from its date in the site's time zone, and serves it there only", () => {
    const parsed = withFormat('/%y//%m/%%t');
    expect(parsed.success).toBe(true);
    const site = parsed.data!;
    const journal = site.collections.find((c) => c.id === 'journal')!;
    expect(journal.itemUrlFormat).toBe('%y/%m/%t');
    const post = journal.items.find((i) => i.urlId === 'salt-glaze')!;
    expect(buildItemHref('/blog', journal, post, site.website.timeZone)).toBe('/blog/2025/05/salt-glaze');
    const route = resolveRoute(site, '/blog/2025/05/salt-glaze');
    expect(route).toMatchObject({ kind: 'item', item: { urlId: 'salt-glaze' } });
    expect(resolveRoute(site, '/blog/salt-glaze')).toBeNull();
    expect(resolveRoute(site, '/blog/2025/06/salt-glaze')).toBeNull();
    // Other collections keep {page path}/{urlId}.
    expect(resolveRoute(site, '/store/oak-stool')).toMatchObject({ kind: 'item' });
  });

  it('takes the day where the site is: 23:30 UTC is the next day in Auckland', () => {
    const site = withFormat('%y/%m/%d/%t', 'Pacific/Auckland').data!;
    const journal = site.collections.find((c) => c.id === 'journal')!;
    const post = { urlId: 'late', publishedOn: '2025-05-20T23:30:00+00:00' };
    expect(buildItemHref('/blog', journal, post, 'Pacific/Auckland')).toBe('/blog/2025/05/21/late');
    expect(buildItemHref('/blog', journal, post, 'UTC')).toBe('/blog/2025/05/20/late');
  });

  it('stops start-up at a bad format, a format on a store, and a dated format for an undated post', () => {
    const problems = (result: ReturnType<typeof withFormat>) =>
      result.success ? [] : formatSiteDataIssues(result.error);
    const journalIndex = demo.collections.findIndex((c) => c.id === 'journal');
    expect(problems(withFormat('%y/%q/%t'))).toEqual([
      `$.collections[${journalIndex}].itemUrlFormat: expected only the tokens %y, %m, %d and %t, got "%q"`,
    ]);
    const store = SiteData.safeParse({
      ...demo,
      collections: demo.collections.map((c) => (c.id === 'store' ? { ...c, itemUrlFormat: '%t' } : c)),
    });
    expect(problems(store)).toEqual([
      `$.collections[${demo.collections.findIndex((c) => c.id === 'store')}].itemUrlFormat: expected a blog collection`,
    ]);
    const undated = SiteData.safeParse({
      ...demo,
      collections: demo.collections.map((c) =>
        c.id === 'journal'
          ? { ...c, itemUrlFormat: '%y/%t', items: [{ id: 'p', urlId: 'p', recordType: 1, title: 'P' }] }
          : c,
      ),
    });
    expect(problems(undated)).toEqual([
      `$.collections[${journalIndex}].items[0].publishedOn: expected a publication date: the item URL format "%y/%t" uses it`,
    ]);
  });
});
