import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import { formatJsonPath, formatSiteDataIssues } from '../../../../src/shared/siteData/formatSiteDataIssues';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests break the site data in every way
function minimalSite(): Record<string, any> {
  return {
    version: 1,
    website: { id: 'w1', identifier: 'demo', title: 'Demo', baseUrl: 'https://demo.example' },
    pages: [
      {
        id: 'home',
        path: '/',
        title: 'Home',
        pageType: 2,
        sections: [{ id: 's1', blocks: [{ type: 'heading', id: 'b1', data: { text: 'Hello' } }] }],
      },
    ],
  };
}

function problems(input: unknown): string[] {
  const result = SiteData.safeParse(input);
  return result.success ? [] : formatSiteDataIssues(result.error);
}

describe('SiteData', () => {
  it('accepts a minimal site and fills the defaults', () => {
    const site = SiteData.parse(minimalSite());
    expect(site.websiteSettings.storeSettings.selectedCurrency).toBe('USD');
    expect(site.websiteSettings.useEscapeKeyToLogin).toBe(true);
    expect(site.website.developerMode).toBe(false);
    expect(site.collections).toEqual([]);
  });

  it('accepts the demo site', () => {
    const demo = JSON.parse(readFileSync('sites/showcase/site.json', 'utf8'));
    expect(problems(demo)).toEqual([]);
  });

  it('names the JSON path and what was expected for each problem', () => {
    const site = minimalSite();
    site.website.baseUrl = 'not a url';
    site.pages[0].sections[0].blocks[0].type = 'headline';
    delete site.pages[0].title;
    const lines = problems(site);
    expect(lines.slice(0, 2)).toEqual([
      '$.website.baseUrl: expected an absolute URL',
      '$.pages[0].title: expected string, the field is missing',
    ]);
    expect(lines[2]).toMatch(/^\$\.pages\[0\]\.sections\[0\]\.blocks\[0\]\.type: expected one of .*'heading'.*'text'/);
    expect(lines).toHaveLength(3);
  });

  it('refuses a version it does not know', () => {
    expect(problems({ ...minimalSite(), version: 2 })).toEqual(['$.version: expected 1']);
  });

  it('refuses duplicate paths, duplicate block ids and dangling references', () => {
    const site = minimalSite();
    site.pages.push({
      id: 'again',
      path: '/',
      title: 'Again',
      pageType: 2,
      collectionId: 'nope',
      sections: [{ id: 's2', blocks: [{ type: 'heading', id: 'b1', data: { text: 'x' } }] }],
    });
    expect(problems(site)).toEqual([
      '$.pages[1].path: expected a unique path, "/" is also used by pages[0]',
      '$.pages[1].collectionId: expected the id of a collection, "nope" is not one',
      '$.pages[1].sections[0].blocks[0].id: expected a unique block id, "b1" is also used by pages[0].sections[0].blocks[0]',
    ]);
  });

  it('refuses a product block whose product does not exist, at start-up rather than at render', () => {
    const site = minimalSite();
    site.pages[0].sections[0].blocks.push({ type: 'product', id: 'p1', data: { productId: 'missing' } });
    expect(problems(site)).toEqual([
      '$.pages[0].sections[0].blocks[1].data.productId: expected the id of a product, "missing" is not one',
    ]);
  });

  it('quotes keys that are not identifiers in paths', () => {
    expect(formatJsonPath(['pages', 0, 'odd key', 'x'])).toBe('$.pages[0]["odd key"].x');
  });
});
