import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import type { Database } from './Database';
import { ConfigError } from '../config/ConfigError';
import { createPostgresPool } from './dialect/createPostgresPool';
import { redactDatabaseUrl } from './dialect/redactDatabaseUrl';

// DATABASE_URL: `sqlite:/path/file.db`, `sqlite:relative/file.db`, `sqlite::memory:`, or
// `postgres://user:pass@host:port/db` (also `postgresql://`). Routes and repositories only see
// Kysely<Database>; the few dialect-specific statements ask dialectOf(db).
export function createDatabase(databaseUrl: string): Kysely<Database> {
  const { dialect, sqlite } = createDialect(databaseUrl);
  const db = new Kysely<Database>({ dialect });
  if (sqlite) sqliteHandles.set(db, sqlite);
  return db;
}

// The better-sqlite3 connection behind a Kysely of createDatabase, for the hot read paths that keep their
// prepared statements (site search: src/server/storage/search/SearchIndex.ts); null on PostgreSQL or for a
// Kysely made elsewhere.
const sqliteHandles = new WeakMap<Kysely<Database>, SQLite.Database>();
export function sqliteHandleOf(db: Kysely<Database>): SQLite.Database | null {
  return sqliteHandles.get(db) ?? null;
}

export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//.test(databaseUrl);
}

function createDialect(databaseUrl: string): { dialect: Dialect; sqlite: SQLite.Database | null } {
  if (isPostgresUrl(databaseUrl))
    return { dialect: new PostgresDialect({ pool: createPostgresPool(databaseUrl) }), sqlite: null };
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    // WAL lets the inspector read while telemetry is written; NORMAL sync is safe under WAL.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    return { dialect: new SqliteDialect({ database: sqlite }), sqlite };
  }
  throw new ConfigError(
    `DATABASE_URL: expected "sqlite:<file>" or "postgres://…", got "${redactDatabaseUrl(databaseUrl)}"`,
  );
}
