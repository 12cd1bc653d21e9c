import type { Kysely } from 'kysely';
import { createDatabase } from './createDatabase';
import { migrateToLatest } from './migrateToLatest';
import type { Database } from './Database';

export async function openStorage(databaseUrl: string): Promise<Kysely<Database>> {
  const db = createDatabase(databaseUrl);
  await migrateToLatest(db);
  return db;
}
