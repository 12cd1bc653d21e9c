import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../storage/Database';
import { RateLimitRepository } from '../../storage/limits/RateLimitRepository';
import { coalesceHits } from './coalesceHits';
import { createFreeSpaceProbe, readFreeBytes, type ReadFreeBytes } from './createFreeSpaceProbe';
import { isIngestRoute } from './isIngestRoute';

export interface IngestGuardOptions {
  /** Requests one client (request.ip) may make to the ingest routes per minute, all routes together; 0: no limit. */
  requestsPerMinute: number;
  /** A path on the filesystem holding the database; null: no free-space check (a database on another machine). */
  diskPath: string | null;
  /** Below this many free bytes there, telemetry is refused with 507. */
  minFreeBytes: number;
}

const INGEST_WINDOW_MS = 60_000;
// The telemetry client backs off from 1 s doubling to 60 s on a 5xx; a disk does not free itself sooner.
const FULL_DISK_RETRY_AFTER_S = 60;

// Before any public ingest route reads its body (docs/telemetry.md, "Abuse and disk"):
// 1. 507 when the database's filesystem has less than minFreeBytes free, so telemetry stops before the disk
//    fills and sessions, form submissions and orders keep the room they need. Checked first: counting the
//    request toward the rate limit is itself a write.
// 2. 429 with Retry-After once a client has made requestsPerMinute requests in its window. The counter is a
//    row in the database (RateLimitRepository), so N server processes count toward one limit. A process
//    counts the requests that arrive together in one statement (coalesceHits).
// The telemetry client retries both, honouring Retry-After.
export function guardIngest(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: IngestGuardOptions,
  { now = Date.now, read = readFreeBytes }: { now?: () => number; read?: ReadFreeBytes } = {},
): void {
  const hit = coalesceHits(new RateLimitRepository(db, now), INGEST_WINDOW_MS);
  const freeBytes = options.diskPath ? createFreeSpaceProbe(options.diskPath, 1000, read) : null;
  app.addHook('onRequest', async (request, reply) => {
    if (!isIngestRoute(request.routeOptions.url)) return;
    const time = now();
    if (freeBytes && (await freeBytes(time)) < options.minFreeBytes) {
      request.log.warn({ diskPath: options.diskPath }, 'telemetry refused: the disk is nearly full');
      return reply
        .code(507)
        .header('retry-after', String(FULL_DISK_RETRY_AFTER_S))
        .send({ error: 'Insufficient storage: telemetry is not accepted now' });
    }
    if (options.requestsPerMinute <= 0) return;
    const { hits, windowEndsAt } = await hit(`ingest:${request.ip}`);
    if (hits <= options.requestsPerMinute) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt - time) / 1000));
    return reply
      .code(429)
      .header('retry-after', String(retryAfterSeconds))
      .send({ error: 'Too many telemetry requests', retryAfterSeconds });
  });
}
