import { sql, type Kysely } from 'kysely';
import type { Database } from '../Database';

/** What raises a site version: owners' content (ContentStateRepository), live stock, approved reviews. */
export type SiteVersionName = 'content' | 'stock' | 'reviews';

/**
 * Raises one of the site's versions (in the caller's transaction when given one): every process's render
 * cache and the shared caches' purge (watchSiteVersions) then see that what pages show has changed.
 */
export async function raiseSiteVersion(db: Kysely<Database>, name: SiteVersionName): Promise<void> {
  await db
    .insertInto('content_state_version')
    .values({ name, version: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ version: sql<number>`content_state_version.version + 1` }))
    .execute();
}

/**
 * Every version of what pages show, as one key ("content:3 reviews:1 stock:12"): one small read of a few
 * rows, shared by every process on the database, so a change made through any of them is seen by all.
 */
export async function readSiteVersions(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom('content_state_version').select(['name', 'version']).orderBy('name').execute();
  return rows.map((row) => `${row.name}:${Number(row.version)}`).join(' ');
}
