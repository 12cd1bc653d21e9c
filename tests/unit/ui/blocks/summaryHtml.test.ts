import { describe, expect, it } from 'vitest';
import { renderSummaryHtml } from '../../../../src/ui/blocks/summary/renderSummaryHtml';
import { formatPostDate } from '../../../../src/ui/collections/formatPostDate';
import { applyContentState, EMPTY_CONTENT_STATE } from '../../../../src/shared/siteData/applyContentState';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import { DEMO_SITE_FILE } from '../../server/demoApp';

const site = await loadSiteFile(DEMO_SITE_FILE);
// The home page's summary of the journal, as loaded (its defaults filled in), showing the newest post.
const block = site.pages
  .find((p) => p.path === '/')!
  .sections.flatMap((s) => s.blocks)
  .find((b) => b.type === 'summary')!;
const data = { ...block.data, pageSize: 1 };

describe("a summary's HTML, kept while its site data stays the same", () => {
  it('shows what an owner changed at once, and the file again for a site without changes', () => {
    const first = renderSummaryHtml(site, data, false)!;
    expect(first).toContain('Salt, smoke and a lot of patience');
    expect(renderSummaryHtml(site, data, false)).toBe(first);
    // The owner makes the newest post a draft: the summary now lists the one before it.
    const drafted = applyContentState(site, {
      ...EMPTY_CONTENT_STATE,
      items: [{ collectionId: 'journal', itemId: 'post-salt', visibility: 4, publishedOn: null }],
    });
    const changed = renderSummaryHtml(drafted, data, false)!;
    expect(changed).not.toContain('Salt, smoke');
    expect(changed).toContain('Reading the grain');
    expect(renderSummaryHtml(site, data, false)).toBe(first);
  });

  it("follows the site's locale and time zone", () => {
    const berlin = renderSummaryHtml({ ...site, website: { ...site.website, locale: 'de-DE' } }, data, false)!;
    expect(berlin).toContain('20. Mai 2025');
    expect(renderSummaryHtml(site, data, false)).toContain('May 20, 2025');
  });
});

describe('a summary of a member-only collection', () => {
  const locked = {
    ...site,
    pages: site.pages.map((p) => (p.collectionId === 'journal' ? { ...p, memberOnly: true } : p)),
  };
  const journal = site.collections.find((c) => c.id === 'journal')!;

  it('shows a visitor the lock label and nothing of the items', () => {
    const html = renderSummaryHtml(locked, { ...block.data, pageSize: 10 }, false)!;
    expect(html).toContain('This page available only site members');
    for (const item of journal.items) {
      expect(html).not.toContain(item.title);
      if (item.excerpt) expect(html).not.toContain(item.excerpt);
      if (item.image) expect(html).not.toContain(item.image);
      expect(html).not.toContain(item.urlId);
    }
    expect(html).not.toMatch(/<a |<img /);
  });

  it('shows a member the items', () => {
    const html = renderSummaryHtml(locked, data, true)!;
    expect(html).toContain('Salt, smoke and a lot of patience');
    expect(html).not.toContain('This page available only site members');
  });
});

describe('"Read more" links', () => {
  it("carry the item's title in their text, for screen readers and search engines", () => {
    const html = renderSummaryHtml(site, { ...data, showTitle: false }, false)!;
    expect(html).toMatch(
      /<a href="[^"]+">Read more<span class="visually-hidden"> about Salt, smoke and a lot of patience<\/span><\/a>/,
    );
  });
});

describe('post dates', () => {
  it("are formatted in each site's locale and time zone", () => {
    expect(formatPostDate('2025-03-14T23:30:00Z', 'en-US', 'UTC')).toBe('March 14, 2025');
    expect(formatPostDate('2025-03-14T23:30:00Z', 'en-US', 'Asia/Tokyo')).toBe('March 15, 2025');
    expect(formatPostDate('2025-03-14T23:30:00Z', 'en-GB', 'UTC')).toBe('14 March 2025');
  });
});
