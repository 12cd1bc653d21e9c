import { WebsiteRole } from '../../constants/roles';

// The owner content actions behind the modals of visitor-runtime §2 (docs/owners.md, "Content actions"):
// publish a post, clone a demo collection, delete a collection. Shared by the server's routes and the
// owner-only browser chunk, so no zod here.

/** Who may change content: owners who edit the site (the same writers as the site documents). */
export const CONTENT_WRITER_ROLES = [WebsiteRole.ADMIN, WebsiteRole.EDITOR] as const;

const COLLECTIONS = '/api/owner/collections';

export const OWNER_CONTENT_PATHS = {
  /** GET: the collection with every item and its workflow label; DELETE: delete the collection. */
  collection: (collectionId: string) => `${COLLECTIONS}/${encodeURIComponent(collectionId)}`,
  /** POST: publish an item (body: optional publishedOn). */
  publish: (collectionId: string, itemId: string) =>
    `${COLLECTIONS}/${encodeURIComponent(collectionId)}/items/${encodeURIComponent(itemId)}/publish`,
  /** POST: clone a demo collection (body: optional title). */
  clone: (collectionId: string) => `${COLLECTIONS}/${encodeURIComponent(collectionId)}/clone`,
} as const;

/** Route patterns of the same paths, for the server. */
export const OWNER_CONTENT_ROUTES = {
  collection: `${COLLECTIONS}/:collectionId`,
  publish: `${COLLECTIONS}/:collectionId/items/:itemId/publish`,
  clone: `${COLLECTIONS}/:collectionId/clone`,
} as const;

/** Spec visitor-runtime §2: deleting the homepage demo collection is refused with the action-not-allowed modal. */
export const ACTION_NOT_ALLOWED = {
  code: 'ACTION_NOT_ALLOWED',
  title: 'Action Not Allowed',
  homepageDemoCollection:
    'The demo collection on your homepage can’t be deleted. Clone it first, then delete or replace the demo.',
} as const;

export const OWNER_CONTENT_ERRORS = {
  collectionNotFound: 'No such collection',
  itemNotFound: 'No such item in this collection',
  notDemoCollection: 'Only a demo collection can be cloned',
  alreadyCloned: 'This demo collection has already been cloned',
} as const;

export interface OwnerItemView {
  id: string;
  title: string;
  urlId: string;
  visibility: number;
  workflowLabel: string;
  publishedOn: string | null;
  /** The item's absolute URL (the site's baseUrl, the collection page's path, the item's urlId). */
  url: string;
}

export interface OwnerCollectionView {
  id: string;
  title: string;
  type: string;
  demo: boolean;
  /** A demo collection whose page is the site's home page: it cannot be deleted. */
  homepageDemo: boolean;
  pagePath: string | null;
  items: OwnerItemView[];
}

export interface PublishReply {
  item: OwnerItemView;
}

export interface CloneReply {
  clone: { id: string; sourceCollectionId: string; title: string };
}

export interface ActionNotAllowedReply {
  error: typeof ACTION_NOT_ALLOWED.title;
  code: typeof ACTION_NOT_ALLOWED.code;
  message: string;
}
