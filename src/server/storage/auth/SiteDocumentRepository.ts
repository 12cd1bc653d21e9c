import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../Database';

// Owner-edited site documents (multilingual settings, status, languages, header-footer), one JSON row per
// key. Kept with the auth tables because only owners write them.
export function createSiteDocumentRepository(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    /** The stored value, read back through its schema; the default when absent or no longer valid. */
    async read<S extends z.ZodType>(key: string, schema: S, fallback: z.infer<S>): Promise<z.infer<S>> {
      const row = await db.selectFrom('site_documents').select('value').where('key', '=', key).executeTakeFirst();
      if (!row) return fallback;
      try {
        const parsed = schema.safeParse(JSON.parse(row.value));
        return parsed.success ? parsed.data : fallback;
      } catch {
        return fallback;
      }
    },

    async write(key: string, value: unknown, accountId: string): Promise<void> {
      const row = { key, value: JSON.stringify(value), updated_at: now(), updated_by: accountId };
      await db
        .insertInto('site_documents')
        .values(row)
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at, updated_by: row.updated_by }),
        )
        .execute();
    },
  };
}
