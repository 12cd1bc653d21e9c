import { sql, type Kysely } from 'kysely';
import type { Database } from '../Database';

interface RateLimitHit {
  /** Hits in the current window, this one included: each concurrent caller gets a number of its own. */
  hits: number;
  /** When the current window ends (ms): what Retry-After counts down to. */
  windowEndsAt: number;
}

// Every count toward a limit is one statement on one row: an upsert that opens a new window when the old one
// has ended and otherwise adds one, answering the new count. The database applies concurrent upserts to a row
// one after the other, on SQLite and PostgreSQL alike, so N callers racing get 1..N and at most `limit` of
// them pass, whichever server process each reached. A key's window opens at its first hit (not at a clock
// boundary), so `limit` hits fit in any window of that length that starts with one.
export class RateLimitRepository {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    const ended = sql<boolean>`rate_limits.window_ends_at <= ${now}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_ends_at: now + windowMs, hits: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`CASE WHEN ${ended} THEN 1 ELSE rate_limits.hits + 1 END`,
          window_ends_at: sql<number>`CASE WHEN ${ended} THEN ${now + windowMs} ELSE rate_limits.window_ends_at END`,
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    await this.sweep(now, windowMs);
    return { hits: Number(row.hits), windowEndsAt: Number(row.window_ends_at) };
  }

  /**
   * `count` hits on each key at once, in one statement (the ingest guard's coalesced hits,
   * src/server/http/ingest/coalesceHits.ts): each key's count after them, as if they had come one by one.
   * Keys are written sorted, so concurrent statements lock their rows in one order.
   */
  async hitMany(counts: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, RateLimitHit>> {
    const now = this.now();
    const ended = sql<boolean>`rate_limits.window_ends_at <= ${now}`;
    const keys = [...counts.keys()].sort();
    const rows = await this.db
      .insertInto('rate_limits')
      .values(keys.map((key) => ({ key, window_ends_at: now + windowMs, hits: counts.get(key)! })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`CASE WHEN ${ended} THEN excluded.hits ELSE rate_limits.hits + excluded.hits END`,
          window_ends_at: sql<number>`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE rate_limits.window_ends_at END`,
        }),
      )
      .returning(['key', 'hits', 'window_ends_at'])
      .execute();
    await this.sweep(now, windowMs);
    return new Map(rows.map((row) => [row.key, { hits: Number(row.hits), windowEndsAt: Number(row.window_ends_at) }]));
  }

  /** Takes one hit back (a login that turned out right is not a failure). */
  async forgive(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ hits: sql<number>`CASE WHEN hits > 0 THEN hits - 1 ELSE 0 END` })
      .where('key', '=', key)
      .execute();
  }

  /** Forgets a key's window altogether. */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  // Ended windows are useless: deleted at most once per window length per process, so a table of one row per
  // recent client stays small without a scheduler.
  private async sweep(now: number, windowMs: number): Promise<void> {
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    await this.db.deleteFrom('rate_limits').where('window_ends_at', '<=', now).execute();
  }
}
