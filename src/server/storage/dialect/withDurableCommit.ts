import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialectOf';

// SQLite runs with synchronous=NORMAL under WAL (createDatabase): a commit is safe from a crash of the
// process but may be lost on power loss until the next checkpoint. That is right for telemetry, where an
// fsync per request would cost more than the write (about 5 to 8 ms a commit on this machine, against 0.2 to
// 0.3 ms). What the server acknowledges to a person (a form submission, an order) must survive power loss:
// `write` runs on the one connection with synchronous=FULL, so its commit waits for the WAL to reach the disk,
// and the connection goes back to NORMAL after. The connection is held for the whole callback, so no other
// statement runs in between. PostgreSQL commits durably by default (synchronous_commit=on): nothing to do.
export async function withDurableCommit<DB, T>(db: Kysely<DB>, write: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'sqlite') return write(db);
  return db.connection().execute(async (connection) => {
    await sql`PRAGMA synchronous = FULL`.execute(connection);
    try {
      return await write(connection);
    } finally {
      await sql`PRAGMA synchronous = NORMAL`.execute(connection);
    }
  });
}
