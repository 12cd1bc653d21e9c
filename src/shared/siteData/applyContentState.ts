import type { SiteData } from './SiteData';
import type { Collection } from './Collection';

/** What owners changed since the site data file was written (stored by the server, docs/owners.md). */
export interface ContentState {
  /** Items whose visibility an owner set (publishing a post), with the time it was published. */
  items: readonly { collectionId: string; itemId: string; visibility: number; publishedOn: string | null }[];
  /** Demo collections an owner cloned: the clone, a copy of the collection, is what the page shows. */
  clones: readonly { sourceCollectionId: string; collection: Collection }[];
  /** Collections an owner deleted: they, their pages and the navigation links to them are gone. */
  deletedCollectionIds: readonly string[];
}

export const EMPTY_CONTENT_STATE: ContentState = { items: [], clones: [], deletedCollectionIds: [] };

function isEmptyContentState(state: ContentState): boolean {
  return state.items.length === 0 && state.clones.length === 0 && state.deletedCollectionIds.length === 0;
}

/** The site as owners left it: the file's content with the stored changes applied. The file is not changed. */
export function applyContentState(site: SiteData, state: ContentState): SiteData {
  if (isEmptyContentState(state)) return site;
  const deleted = new Set(state.deletedCollectionIds);
  const clones = new Map(state.clones.map((c) => [c.sourceCollectionId, c.collection]));
  const changes = new Map(state.items.map((i) => [`${i.collectionId}\u0000${i.itemId}`, i]));
  const collections = site.collections
    .filter((collection) => !deleted.has(collection.id))
    .map((source) => {
      // The clone keeps its source's id on the page, so links and the page's collectionId still name it.
      const clone = clones.get(source.id);
      const collection = clone ? { ...clone, id: source.id, demo: false } : source;
      return {
        ...collection,
        items: collection.items.map((item) => {
          const change = changes.get(`${source.id}\u0000${item.id}`);
          if (!change) return item;
          return { ...item, visibility: change.visibility, publishedOn: change.publishedOn ?? item.publishedOn };
        }),
      };
    });
  const removedPaths = new Set(
    site.pages.filter((p) => p.collectionId !== undefined && deleted.has(p.collectionId)).map((p) => p.path),
  );
  return {
    ...site,
    collections,
    pages: site.pages.filter((p) => !removedPaths.has(p.path)),
    navigation: {
      main: site.navigation.main.filter((link) => !removedPaths.has(link.path)),
      footer: site.navigation.footer.filter((link) => !removedPaths.has(link.path)),
    },
  };
}

/** Spec visitor-runtime §2: the homepage demo collection, a demo collection whose page is the home page. */
export function isHomepageDemoCollection(site: SiteData, collectionId: string): boolean {
  const collection = site.collections.find((c) => c.id === collectionId);
  return collection?.demo === true && site.pages.some((p) => p.path === '/' && p.collectionId === collectionId);
}

/** Page context demoCollections: the ids of the demo collections not yet cloned. */
export function listDemoCollections(site: SiteData): string[] {
  return site.collections.filter((c) => c.demo).map((c) => c.id);
}
