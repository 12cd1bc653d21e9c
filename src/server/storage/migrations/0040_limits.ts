import type { Kysely } from 'kysely';

// Tables of src/server/storage/tables/limits.ts: counters in the database, so every server process on it
// counts toward one limit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_ends_at').on('rate_limits').column('window_ends_at').execute();
  await db.schema
    .createTable('login_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .execute();
  // Failed logins were rows counted after the password check; rate_limits counts them before it.
  await db.schema.dropTable('login_attempts').execute();
}
