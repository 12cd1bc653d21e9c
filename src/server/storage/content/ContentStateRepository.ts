import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { Collection } from '../../../shared/siteData/Collection';
import type { ContentState } from '../../../shared/siteData/applyContentState';

const newId = () => randomBytes(12).toString('hex');

// What owners changed in the site's content (docs/owners.md, "Content actions"), applied over the site data
// file by applyContentState whenever a page is served. Every write is one statement, so two owners acting at
// once each get a clear answer and nothing is half-written.
export function createContentStateRepository(db: Kysely<Database>, now: () => number = Date.now) {
  return {
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
      await db
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
      const result = await db
        .insertInto('content_collection_states')
        .values({ collection_id: sourceCollectionId, deleted_at: null, ...values })
        .onConflict((oc) =>
          oc.column('collection_id').doUpdateSet(values).where('content_collection_states.clone_id', 'is', null),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? id : null;
    },

    async markDeleted(collectionId: string, accountId: string): Promise<void> {
      const at = now();
      await db
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
    },
  };
}

export type ContentStateRepository = ReturnType<typeof createContentStateRepository>;
