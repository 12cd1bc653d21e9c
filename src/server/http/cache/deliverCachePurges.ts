import type { FastifyBaseLogger } from 'fastify';
import type { SiteData } from '../../../shared/siteData/SiteData';
import { listPagesShowingProducts } from '../../commerce/listPagesShowingProducts';
import type { CachePurgeRepository, CachePurgeRow } from '../../storage/content/CachePurgeRepository';
import { SHARED_CACHE_MAX_AGE_S, SHARED_CACHE_STALE_S } from './pageCaching';
import { purgeHttpCache, type PurgeTarget } from './purgeHttpCache';

// Ours: a change is purged within this (plus the send), well inside the 5 s a page may show it late.
export const PURGE_POLL_MS = 1_000;
// A claim outlives a delivery (each cache answers within 2 s) with room to spare.
const CLAIM_MS = 15_000;
// Failed this many times in a row: logged as an error for the operators, not only a warning.
const REPORTED_AFTER_ATTEMPTS = 5;
// A purge is moot once every page cached before its change has expired by itself (s-maxage, then at most
// stale-while-revalidate of serving it stale): it is given up then, and shown to the owner as such.
const MOOT_AFTER_MS = (SHARED_CACHE_MAX_AGE_S + SHARED_CACHE_STALE_S) * 1000;
// A process that purges no cache deletes what others have not delivered after this (nothing to deliver).
const UNSENT_KEPT_MS = 3600_000;

export interface PurgeDelivery {
  /** Delivers what is due now (the timer's tick; tests call it to wait for a round). */
  deliver(): Promise<void>;
  stop(): void;
}

interface DeliveryOptions {
  purges: CachePurgeRepository;
  /** HTTP_CACHE_PURGE_URLS; none: the process only keeps the outbox short. */
  urls: readonly string[];
  /** The current site (the file with what owners changed): which pages show a product. */
  readSite: () => Promise<SiteData>;
  log: FastifyBaseLogger;
  now?: () => number;
  intervalMs?: number;
}

// What a batch of rows drops: the whole site if any row says so, else the pages of their products.
function targetOf(rows: readonly CachePurgeRow[], site: SiteData): PurgeTarget {
  if (rows.some((row) => row.product_id === null)) return 'site';
  return listPagesShowingProducts(site, new Set(rows.map((row) => row.product_id!)));
}

/**
 * Delivers the purge outbox (CachePurgeRepository) to the shared caches, every PURGE_POLL_MS, from every
 * server process on the database: the due rows are claimed, merged into one purge per cache, deleted once
 * every cache confirmed it, else retried with a growing wait (a cache restarting, a relay away) until moot.
 */
export function deliverCachePurges({
  purges,
  urls,
  readSite,
  log,
  now = Date.now,
  intervalMs = PURGE_POLL_MS,
}: DeliveryOptions): PurgeDelivery {
  let running: Promise<void> | null = null;
  let prunedAt = 0;
  const round = async () => {
    if (urls.length === 0) {
      if (now() - prunedAt < UNSENT_KEPT_MS / 60) return;
      prunedAt = now();
      await purges.prune(prunedAt, prunedAt - UNSENT_KEPT_MS);
      return;
    }
    const rows = await purges.claimDue(now(), CLAIM_MS);
    if (rows.length === 0) return;
    const target = targetOf(rows, await readSite());
    const reason = [...new Set(rows.map((row) => row.reason))].join(', ');
    // Products no page shows (unpublished, a page removed): nothing any cache holds changed.
    const result =
      target !== 'site' && target.length === 0 ? { failures: [] } : await purgeHttpCache(urls, target, log, reason);
    if (result.failures.length === 0) {
      await purges.markDelivered(rows.map((row) => row.id));
      return;
    }
    const at = now();
    const error = result.failures.join('; ');
    const givenUp = await purges.markFailed(rows, error, at, at - MOOT_AFTER_MS);
    const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
    if (givenUp > 0)
      log.error(
        { givenUp, error },
        'shared cache purges given up: the pages they named have expired from the caches by themselves since',
      );
    else if (attempts >= REPORTED_AFTER_ATTEMPTS)
      log.error({ attempts, waiting: rows.length, error }, 'shared cache purges keep failing');
    await purges.prune(at);
  };
  const deliver = () => {
    // One round at a time in a process; the claim keeps other processes off the same rows.
    running ??= round()
      .catch((error: unknown) => log.warn({ err: error }, 'shared cache purge round failed'))
      .finally(() => (running = null));
    return running;
  };
  // At once (the start-up purge), then every interval.
  void deliver();
  const timer = setInterval(() => void deliver(), intervalMs);
  timer.unref();
  return { deliver, stop: () => clearInterval(timer) };
}
