import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';
import {
  applyContentState,
  EMPTY_CONTENT_STATE,
  isHomepageDemoCollection,
  listDemoCollections,
} from '../../../../src/shared/siteData/applyContentState';
import { buildCampaignDraftUrl, buildShareLinks } from '../../../../src/shared/owner/content/ownerModalText';

const siteFile = path.resolve(import.meta.dirname, '../../../../sites/fixtures/owner-content/site.json');

describe('owner content rules (visitor-runtime §2)', () => {
  it('finds the homepage demo collection and the demo collections', async () => {
    const site = await loadSiteFile(siteFile);
    expect(isHomepageDemoCollection(site, 'home-demo')).toBe(true);
    expect(isHomepageDemoCollection(site, 'recipes-demo')).toBe(false);
    expect(isHomepageDemoCollection(site, 'notes')).toBe(false);
    expect(listDemoCollections(site).sort()).toEqual(['home-demo', 'recipes-demo']);
  });

  it('applies stored changes over the file without changing it', async () => {
    const site = await loadSiteFile(siteFile);
    expect(applyContentState(site, EMPTY_CONTENT_STATE)).toBe(site);
    const recipes = site.collections.find((c) => c.id === 'recipes-demo')!;
    const changed = applyContentState(site, {
      items: [{ collectionId: 'notes', itemId: 'note-draft', visibility: 1, publishedOn: '2025-03-01T10:00:00.000Z' }],
      clones: [
        { sourceCollectionId: 'recipes-demo', collection: { ...recipes, id: 'c1', title: 'Ours', demo: false } },
      ],
      deletedCollectionIds: ['notes'],
    });
    expect(changed.collections.map((c) => [c.id, c.title, c.demo])).toEqual([
      ['home-demo', 'Home Journal', true],
      ['recipes-demo', 'Ours', false],
    ]);
    expect(changed.pages.map((p) => p.path)).toEqual(['/', '/recipes']);
    expect(changed.navigation.main.map((l) => l.path)).toEqual(['/', '/recipes']);
    expect(listDemoCollections(changed)).toEqual(['home-demo']);
    const published = applyContentState(site, {
      ...EMPTY_CONTENT_STATE,
      items: [{ collectionId: 'notes', itemId: 'note-draft', visibility: 1, publishedOn: '2025-03-01T10:00:00.000Z' }],
    });
    expect(published.collections.find((c) => c.id === 'notes')!.items[1]).toMatchObject({
      visibility: 1,
      publishedOn: '2025-03-01T10:00:00.000Z',
    });
    expect(site.collections.find((c) => c.id === 'notes')!.items[1]!.visibility).toBe(4);
  });

  it('puts the post URL, encoded, into every share link and the campaign draft link', () => {
    const post = {
      url: 'https://example.com/notes/a b?x=1&y=2',
      title: 'Kiln & diary',
      collectionId: 'notes',
      itemId: 'n1',
    };
    const links = buildShareLinks(post);
    expect(links.map((l) => l.id)).toEqual(['facebook', 'x', 'linkedin', 'pinterest']);
    for (const link of links) {
      const params = new URL(link.href).searchParams;
      expect(params.get(link.id === 'facebook' ? 'u' : 'url')).toBe(post.url);
    }
    expect(new URL(links[1]!.href).searchParams.get('text')).toBe(post.title);
    const campaign = new URL(buildCampaignDraftUrl(post), 'https://example.com');
    expect(Object.fromEntries(campaign.searchParams)).toEqual({
      source: 'blog-post',
      collectionId: 'notes',
      itemId: 'n1',
      url: post.url,
      title: post.title,
    });
  });
});
