import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/server/storage/Database';
import { migrateToLatest } from '../../../../src/server/storage/migrateToLatest';
import { FormSubmissionRepository } from '../../../../src/server/storage/forms/FormSubmissionRepository';
import { withDurableCommit } from '../../../../src/server/storage/dialect/withDurableCommit';

// A SQLite file database as the server opens it (WAL, synchronous=NORMAL), with every statement logged in
// the order the connection ran it.
let db: Kysely<Database>;
let statements: string[];
beforeEach(async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'durable-')), 'site.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  statements = [];
  db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => void statements.push(event.query.sql.slice(0, 30)),
  });
  await migrateToLatest(db);
  statements = [];
});
afterEach(() => db.destroy());

const synchronous = async (conn: Kysely<Database>) =>
  Number((await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(conn)).rows[0]!.synchronous);

const row = (id: string) => ({
  id,
  form_id: 'contact',
  form_kind: 'form',
  values_json: '{}',
  page_json: '{}',
  census_json: '{}',
  visitor: '::1',
  submitted_at: 1,
  received_at: 2,
});

describe('acknowledged form submissions are committed with synchronous=FULL', () => {
  it('stores a submission between FULL and NORMAL, with nothing else on the connection in between', async () => {
    const submissions = new FormSubmissionRepository(db);
    const other = db.selectFrom('telemetry_records').select('id').execute();
    await Promise.all([submissions.storeOnce(row('abcdef0123456789')), other]);
    const full = statements.indexOf('PRAGMA synchronous = FULL');
    expect(full).toBeGreaterThanOrEqual(0);
    expect(statements.slice(full, full + 3)).toEqual([
      'PRAGMA synchronous = FULL',
      expect.stringMatching(/^insert into "form_submissions"/),
      'PRAGMA synchronous = NORMAL',
    ]);
    expect(await synchronous(db)).toBe(1);
  });

  it('runs the write, transactions included, at FULL (2), and goes back to NORMAL (1) after, even when it throws', async () => {
    const inside = await withDurableCommit(db, (conn) => conn.transaction().execute((trx) => synchronous(trx)));
    expect(inside).toBe(2);
    await expect(
      withDurableCommit(db, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await synchronous(db)).toBe(1);
  });
});
