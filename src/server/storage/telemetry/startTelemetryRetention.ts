import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { pruneTelemetry, type PruneResult } from './pruneTelemetry';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

interface RetentionLog {
  info: (message: string) => void;
  error: (message: string) => void;
}

// TELEMETRY_RETENTION_DAYS: telemetry older than that many days is deleted at start-up and then every
// hour. Every process does it; the deletes are idempotent, so N processes need no coordination.
export function startTelemetryRetention(
  db: Kysely<Database>,
  days: number,
  log: RetentionLog,
  now: () => number = Date.now,
): { stop: () => void; done: Promise<PruneResult | null> } {
  const prune = async (): Promise<PruneResult | null> => {
    try {
      const result = await pruneTelemetry(db, now() - days * DAY_MS);
      if (result.records + result.batches + result.rejections > 0)
        log.info(
          `telemetry retention (${days} days): deleted ${result.records} records, ${result.batches} batches, ${result.rejections} rejections` +
            (result.payloadBlobs > 0 ? `, ${result.payloadBlobs} payload blobs` : ''),
        );
      return result;
    } catch (error) {
      log.error(`telemetry retention failed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  const done = prune();
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), done };
}
