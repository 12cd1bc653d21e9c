import type { Kysely } from 'kysely';

// New error groups are counted per hour (admitErrorGroups: at most MAX_NEW_ERROR_GROUPS_PER_HOUR, the rest
// under OTHER_ERRORS): this index counts an hour's groups without reading them all.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('telemetry_error_groups_first_seen')
    .on('telemetry_error_groups')
    .column('first_seen')
    .execute();
}
