import { sql, type Kysely } from 'kysely';
import type { Database } from '../Database';
import { enqueueCachePurge } from './CachePurgeRepository';

/**
 * What raises a site version: owners' content (ContentStateRepository), live stock (a trigger on
 * product_stock, migration 0105), approved reviews.
 */
export type SiteVersionName = 'content' | 'stock' | 'reviews';

/** Which pages a change shows on: those of these products, or every page of the site. */
export type ChangedPages = { productIds: readonly string[] } | 'site';

/**
 * Raises one of the site's versions and writes the shared caches' purge of the pages it changes, both in the
 * caller's transaction when given one: every process's render cache sees the new version at its next
 * request, and whichever process is up delivers the purge (deliverCachePurges), even after a cache was away.
 */
export async function raiseSiteVersion(
  db: Kysely<Database>,
  name: SiteVersionName,
  changed: ChangedPages,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('content_state_version')
    .values({ name, version: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ version: sql<number>`content_state_version.version + 1` }))
    .execute();
  await enqueueCachePurge(db, changed === 'site' ? null : changed.productIds, name, now);
}

/**
 * Every version of what pages show, as one key ("content:3 reviews:1 stock:12"): one small read of a few
 * rows, shared by every process on the database, so a change made through any of them is seen by all.
 */
export async function readSiteVersions(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom('content_state_version').select(['name', 'version']).orderBy('name').execute();
  return rows.map((row) => `${row.name}:${Number(row.version)}`).join(' ');
}
