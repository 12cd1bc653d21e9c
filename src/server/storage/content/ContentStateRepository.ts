import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { raiseSiteVersion } from './SiteVersions';
import type { Database } from '../Database';
import { Collection } from '../../../shared/siteData/Collection';
import type { ContentState } from '../../../shared/siteData/applyContentState';

const newId = () => randomBytes(12).toString('hex');

const VERSION_ROW = 'content';

// Every change raises the version in the same transaction, so a process that reads the version and then the
// state never caches a state under a version newer than it. A content action may change any page (menus,
// summaries, collection lists): the shared caches' purge is of the whole site.
const raiseVersion = (trx: Kysely<Database>) => raiseSiteVersion(trx, VERSION_ROW, 'site');

// What owners changed in the site's content (docs/owners.md, "Content actions"), applied over the site data
// file by applyContentState for every reader of the site (src/server/content/LiveSite.ts). Every change is
// one statement plus the version raise, in one transaction, so two owners acting at once each get a clear
// answer and nothing is half-written.
export function createContentStateRepository(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    /** The content state's version: 0 before any change; raised by every change, in any process. */
    async version(): Promise<number> {
      const row = await db
        .selectFrom('content_state_version')
        .select('version')
        .where('name', '=', VERSION_ROW)
        .executeTakeFirst();
      return row ? Number(row.version) : 0;
    },

    async read(): Promise<ContentState> {
      const [items, collections] = await Promise.all([
        db.selectFrom('content_item_states').selectAll().execute(),
        db.selectFrom('content_collection_states').selectAll().execute(),
      ]);
      const clones: ContentState['clones'][number][] = [];
      for (const row of collections) {
        if (!row.clone_json) continue;
        // A stored clone that no longer fits the schema (an older format) is left out rather than served half.
        const parsed = Collection.safeParse(JSON.parse(row.clone_json));
        if (parsed.success) clones.push({ sourceCollectionId: row.collection_id, collection: parsed.data });
      }
      return {
        items: items.map((row) => ({
          collectionId: row.collection_id,
          itemId: row.item_id,
          visibility: Number(row.visibility),
          publishedOn: row.published_at === null ? null : new Date(Number(row.published_at)).toISOString(),
        })),
        clones,
        deletedCollectionIds: collections.filter((row) => row.deleted_at !== null).map((row) => row.collection_id),
      };
    },

    /** Sets an item's visibility (published: with its publication time). */
    async setItemVisibility(
      change: { collectionId: string; itemId: string; visibility: number; publishedAt: number | null },
      accountId: string,
    ): Promise<void> {
      const row = {
        collection_id: change.collectionId,
        item_id: change.itemId,
        visibility: change.visibility,
        published_at: change.publishedAt,
        updated_at: now(),
        updated_by: accountId,
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('content_item_states')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['collection_id', 'item_id']).doUpdateSet({
              visibility: row.visibility,
              published_at: row.published_at,
              updated_at: row.updated_at,
              updated_by: row.updated_by,
            }),
          )
          .execute();
        await raiseVersion(trx);
      });
    },

    /**
     * Stores the clone of a demo collection. Answers the clone's id, or null when the collection was already
     * cloned (by this owner earlier or another one at the same moment).
     */
    async storeClone(sourceCollectionId: string, clone: Collection, accountId: string): Promise<string | null> {
      const id = newId();
      const at = now();
      const values = {
        clone_id: id,
        clone_json: JSON.stringify({ ...clone, id }),
        cloned_at: at,
        updated_at: at,
        updated_by: accountId,
      };
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .insertInto('content_collection_states')
          .values({ collection_id: sourceCollectionId, deleted_at: null, ...values })
          .onConflict((oc) =>
            oc.column('collection_id').doUpdateSet(values).where('content_collection_states.clone_id', 'is', null),
          )
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return null;
        await raiseVersion(trx);
        return id;
      });
    },

    async markDeleted(collectionId: string, accountId: string): Promise<void> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('content_collection_states')
          .values({
            collection_id: collectionId,
            clone_id: null,
            clone_json: null,
            cloned_at: null,
            deleted_at: at,
            updated_at: at,
            updated_by: accountId,
          })
          .onConflict((oc) =>
            oc.column('collection_id').doUpdateSet({ deleted_at: at, updated_at: at, updated_by: accountId }),
          )
          .execute();
        await raiseVersion(trx);
      });
    },
  };
}

export type ContentStateRepository = ReturnType<typeof createContentStateRepository>;
