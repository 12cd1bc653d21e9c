import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLink } from '../../../src/shared/links/checkLink';
import { classifyInternalLink } from '../../../src/shared/links/classifyInternalLink';
import { SiteData } from '../../../src/shared/siteData/SiteData';
import { formatSiteDataIssues } from '../../../src/shared/siteData/formatSiteDataIssues';

describe('checkLink (spec visitor-runtime §5: link helper limits)', () => {
  it.each([
    ['#' + 'a'.repeat(98), null],
    ['#' + 'a'.repeat(99), 'expected an anchor under 100 characters, got 100'],
    ['tel:+44-1234', null],
    ['tel:12', 'expected a tel link of at least 4 characters'],
    ['tel:0123 456', 'expected a tel link of digits, plus and minus only'],
    ['tel:' + '1'.repeat(45), null],
    ['tel:' + '1'.repeat(46), 'expected a tel link under 50 characters, got 50'],
    ['sms:' + '1'.repeat(995), null],
    ['sms:' + '1'.repeat(996), 'expected an sms link under 1000 characters, got 1000'],
    ['mailto:hello@harbour.example', null],
    ['mailto:hello@harbour.example?subject=Hi', null],
    ['mailto:hello@localhost', 'expected a mailto link with one @ and a dotted domain'],
    ['mailto:a@b@c.example', 'expected a mailto link with one @ and a dotted domain'],
    ['mailto:a@' + 'b'.repeat(983) + '.example', 'expected a mailto link under 1000 characters, got 1000'],
    ['javascript:' + 'x'.repeat(238), null],
    ['javascript:' + 'x'.repeat(239), 'expected a javascript link under 250 characters, got 250'],
    ['ftp:' + 'x'.repeat(96), 'expected an ftp link under 100 characters, got 100'],
    ['/' + 'a'.repeat(148), null],
    ['/' + 'a'.repeat(149), 'expected an internal link under 150 characters, got 150'],
    ['https://example.com/' + 'a'.repeat(500), null],
  ])('%s', (url, expected) => {
    expect(checkLink(url)).toBe(expected);
  });
});

describe('classifyInternalLink (spec visitor-runtime §2)', () => {
  it('tells collection panels, files, content links and anchors apart', () => {
    expect(classifyInternalLink('/pages/5f1c0a7e9b1d4c0012345678')).toEqual({
      kind: 'collection-panel',
      id: '5f1c0a7e9b1d4c0012345678',
    });
    // Not 24 characters: an ordinary content link.
    expect(classifyInternalLink('/pages/5f1c0a7e').kind).toBe('content');
    expect(classifyInternalLink('/s/price-list.pdf').kind).toBe('file');
    expect(classifyInternalLink('/store/mug').kind).toBe('content');
    expect(classifyInternalLink('#opening-hours').kind).toBe('anchor');
    expect(classifyInternalLink('//cdn.example/x').kind).toBe('external');
    expect(classifyInternalLink('https://example.com').kind).toBe('external');
  });
});

describe('links in the site data file', () => {
  const demo = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../../sites/showcase/site.json'), 'utf8'),
  ) as {
    pages: { sections: { blocks: { type: string; data: Record<string, unknown> }[] }[] }[];
  };
  const firstButtons = () => {
    const copy = structuredClone(demo);
    for (const [p, page] of copy.pages.entries())
      for (const [s, section] of page.sections.entries())
        for (const [b, block] of section.blocks.entries())
          if (block.type === 'buttons')
            return { copy, at: `$.pages[${p}].sections[${s}].blocks[${b}].data.buttons[0].url`, block };
    throw new Error('the demo site has no buttons block');
  };
  const issues = (site: unknown) => {
    const result = SiteData.safeParse(site);
    return result.success ? [] : formatSiteDataIssues(result.error);
  };

  it('refuses a link over its limit, naming its JSON path', () => {
    const { copy, at, block } = firstButtons();
    (block.data.buttons as { url: string }[])[0]!.url = 'tel:12';
    expect(issues(copy)).toEqual([`${at}: expected a tel link of at least 4 characters`]);
  });

  it('refuses a collection panel link that names no collection or page', () => {
    const { copy, at, block } = firstButtons();
    (block.data.buttons as { url: string }[])[0]!.url = '/pages/aaaaaaaaaaaaaaaaaaaaaaaa';
    expect(issues(copy)).toEqual([
      `${at}: expected a collection panel link to name a collection or page id, "aaaaaaaaaaaaaaaaaaaaaaaa" is neither`,
    ]);
  });
});
