import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../Database';

export type CachePurgeRow = Pick<
  Selectable<Database['http_cache_purges']>,
  'id' | 'product_id' | 'reason' | 'attempts' | 'created_at'
>;

/** What the owner and operators see of the purges (GET /api/config/cache-purges). */
export interface CachePurgeStatus {
  /** Not yet taken by every cache. */
  waiting: number;
  /** Of those, refused or unanswered at least once. */
  failing: number;
  /** Given up in the last day: a cache was away past the time its pages expire by themselves. */
  givenUpLastDay: number;
  lastError: string | null;
  oldestWaitingAt: number | null;
}

// Ours: retried after 1, 2, 4 … s, at most every 30 s, so a cache back from a restart is purged within
// half a minute, far inside the five minutes (s-maxage) a missed purge would otherwise leave a page stale.
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
// Given-up rows are kept this long for the owner to see, then deleted.
const KEEP_GIVEN_UP_MS = 7 * 24 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The wait before the next attempt after `attempts` failed ones. */
export function purgeRetryDelay(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Writes the purge of a change (product ids, or null for the whole site) in the caller's transaction
 * (raiseSiteVersion). The stock trigger of migration 0105 writes the same rows for product_stock.
 */
export async function enqueueCachePurge(
  db: Kysely<Database>,
  productIds: readonly string[] | null,
  reason: string,
  now: number,
): Promise<void> {
  const ids = productIds === null ? [null] : [...new Set(productIds)];
  if (ids.length === 0) return;
  await db
    .insertInto('http_cache_purges')
    .values(
      ids.map((id) => ({
        product_id: id,
        reason,
        created_at: now,
        next_attempt_at: 0,
        claimed_until: null,
        last_error: null,
        given_up_at: null,
      })),
    )
    .execute();
}

// The shared caches' purge outbox (docs/scaling.md, "Purges that are not lost"). Any server process that
// knows the caches takes the due rows: the claim is a conditional UPDATE (a row claimed by another
// process in the meantime fails its condition, re-checked by PostgreSQL under the row's lock and made one
// at a time by SQLite's single writer), so two processes never deliver the same rows at once; a process
// that dies mid-delivery leaves them to the others when its claim runs out.
export class CachePurgeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Claims the due rows (at most `limit`, oldest first) until `now + leaseMs`; [] when none is due. */
  async claimDue(now: number, leaseMs: number, limit = 500): Promise<CachePurgeRow[]> {
    const due = await this.db
      .selectFrom('http_cache_purges')
      .select('id')
      .where('given_up_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('id')
      .limit(limit)
      .execute();
    if (due.length === 0) return [];
    const rows = await this.db
      .updateTable('http_cache_purges')
      .set({ claimed_until: now + leaseMs })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .where('given_up_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .returning(['id', 'product_id', 'reason', 'attempts', 'created_at'])
      .execute();
    return rows.map((row) => ({
      ...row,
      id: Number(row.id),
      attempts: Number(row.attempts),
      created_at: Number(row.created_at),
    }));
  }

  /** Every cache took them. */
  async markDelivered(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('http_cache_purges').where('id', 'in', ids).execute();
  }

  /**
   * Counts a failed attempt of these rows: due again after a growing wait, or given up when made before
   * `moot` (every page they name has expired from the caches by itself since). Answers how many were given up.
   */
  async markFailed(rows: readonly CachePurgeRow[], error: string, now: number, moot: number): Promise<number> {
    if (rows.length === 0) return 0;
    const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
    const lastError = error.slice(0, 500);
    const old = rows.filter((row) => row.created_at <= moot).map((row) => row.id);
    const retried = rows.filter((row) => row.created_at > moot).map((row) => row.id);
    if (retried.length > 0)
      await this.db
        .updateTable('http_cache_purges')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          // The batch waits as long as its most tried row: a cache that is away is not asked again sooner.
          next_attempt_at: now + purgeRetryDelay(attempts),
          claimed_until: null,
          last_error: lastError,
        }))
        .where('id', 'in', retried)
        .execute();
    if (old.length > 0)
      await this.db
        .updateTable('http_cache_purges')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          claimed_until: null,
          last_error: lastError,
          given_up_at: now,
        }))
        .where('id', 'in', old)
        .execute();
    return old.length;
  }

  /**
   * Deletes what is no longer of use: given-up rows after a week, and, for a process that purges no
   * cache, rows older than `unsentBefore` (a database without shared caches keeps no outbox).
   */
  async prune(now: number, unsentBefore?: number): Promise<void> {
    await this.db
      .deleteFrom('http_cache_purges')
      .where('given_up_at', 'is not', null)
      .where('given_up_at', '<', now - KEEP_GIVEN_UP_MS)
      .execute();
    if (unsentBefore !== undefined)
      await this.db
        .deleteFrom('http_cache_purges')
        .where('given_up_at', 'is', null)
        .where('created_at', '<', unsentBefore)
        .execute();
  }

  async status(now: number): Promise<CachePurgeStatus> {
    const waiting = await this.db
      .selectFrom('http_cache_purges')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min<number | string | null>('created_at').as('oldest'),
      ])
      .where('given_up_at', 'is', null)
      .executeTakeFirstOrThrow();
    const failing = await this.db
      .selectFrom('http_cache_purges')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('given_up_at', 'is', null)
      .where('attempts', '>', 0)
      .executeTakeFirstOrThrow();
    const givenUp = await this.db
      .selectFrom('http_cache_purges')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('given_up_at', '>=', now - DAY_MS)
      .executeTakeFirstOrThrow();
    const last = await this.db
      .selectFrom('http_cache_purges')
      .select('last_error')
      .where('last_error', 'is not', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return {
      waiting: Number(waiting.n),
      failing: Number(failing.n),
      givenUpLastDay: Number(givenUp.n),
      lastError: last?.last_error ?? null,
      oldestWaitingAt: waiting.oldest === null ? null : Number(waiting.oldest),
    };
  }
}
