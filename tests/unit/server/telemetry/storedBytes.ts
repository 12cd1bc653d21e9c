import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { dialectOf } from '../../../../src/server/storage/dialect/dialectOf';

/** The bytes the database takes: SQLite's pages, or PostgreSQL's tables with their indexes and TOAST. */
export async function storedBytes(db: Kysely<Database>): Promise<number> {
  if (dialectOf(db) === 'sqlite') {
    const pages = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
    const size = await sql<{ page_size: number }>`PRAGMA page_size`.execute(db);
    return Number(pages.rows[0]!.page_count) * Number(size.rows[0]!.page_size);
  }
  await sql`CHECKPOINT`.execute(db).catch(() => undefined);
  const { rows } = await sql<{ n: string }>`SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) AS n
    FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname = 'public' AND c.relkind = 'r'`.execute(
    db,
  );
  return Number(rows[0]!.n);
}
