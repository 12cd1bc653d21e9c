import type { TelemetryRecord } from '../shared/telemetry/TelemetryRecord';
import { expandStampedRecord, readStamps } from '../shared/telemetry/StampedRecord';
import type { TelemetryWorkerApi, TelemetryWorkerIdentity } from '../shared/telemetry/TelemetryWorkerApi';
import type { ChunkStore } from '../offMain/ChunkStore';
import { createDropCounter } from '../offMain/createDropCounter';
import { createInflightBudget } from '../offMain/createInflightBudget';
import { PIPELINE_LIMITS } from '../shared/telemetry/pipelineLimits';
import { drainChunks } from '../offMain/drainChunks';
import { decideTrackingWarnings } from '../offMain/decideTrackingWarnings';
import { describeStorageFailure, WORKER_NOTICE_TYPE, type WorkerNotice } from '../shared/telemetry/workerNotices';
import { createFallbackChunkStore } from '../offMain/createFallbackChunkStore';
import type { Compress } from '../offMain/encodeRequests';
import { holdWriterLock, type WriterLockManager } from '../shared/telemetry/writerLocks';
import { SendScheduler } from './SendScheduler';
import { persistRecords } from './persistRecords';
import { finishRawRecord } from '../shared/telemetry/raw/finishRawRecord';

interface TelemetryWorkerDependencies {
  store: ChunkStore;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** gzip for request bodies (encodeRequests); absent where CompressionStream is. */
  compress?: Compress;
  now: () => number;
  random: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  /** Posts a notice to the page (self.postMessage): the worker has no console the visitor's page shows. */
  notifyPage: (notice: WorkerNotice) => void;
  /** navigator.locks, where it exists: the page's writer lock, and which writers are alive (writerLocks.ts). */
  locks?: WriterLockManager;
}

// The worker's side of the pipeline: validate, persist, acknowledge, then send in batches on a schedule.
// Where IndexedDB refuses to write, records are kept in memory and sent from there, and a hand-over is
// acknowledged only once its records are sent (or refused): until then its page keeps them for its hide path.
export function createTelemetryWorker(deps: TelemetryWorkerDependencies): TelemetryWorkerApi {
  const warnPage = (texts: string[]) => texts.length > 0 && deps.notifyPage({ type: WORKER_NOTICE_TYPE, texts });
  const store = createFallbackChunkStore(deps.store, (error) =>
    deps.notifyPage({ type: WORKER_NOTICE_TYPE, texts: [describeStorageFailure(error)], storageFailed: true }),
  );
  let identity: TelemetryWorkerIdentity = { pageId: 'unknown', sessionId: 'unknown', pagePath: '/' };
  const drops = createDropCounter();
  const budget = createInflightBudget(PIPELINE_LIMITS.MAX_INFLIGHT_KEEPALIVE_BYTES);
  const stats = { accepted: 0, persistedChunks: 0, sent: 0, requests: 0, bytesSent: 0 };
  let chunkNo = 0;
  let dropSeq = 0;
  // Records persisted and not yet sent, as far as this worker knows; bounds the queue.
  let queued = 0;
  // Every record this worker ever persisted: what was persisted while a round ran is added back from here.
  let keptTotal = 0;
  let lastDropReport = 0;
  let roundNo = 0;

  const persist = async (records: TelemetryRecord[], bypassBound: boolean) => {
    const result = await persistRecords(records, {
      store,
      drops,
      room: bypassBound ? Infinity : PIPELINE_LIMITS.MAX_QUEUED_RECORDS - queued,
      writerId: identity.pageId,
      nextChunkNo: () => chunkNo++,
      now: deps.now(),
      onKept: (kept) => {
        queued += kept;
        keptTotal += kept;
      },
    });
    stats.persistedChunks += result.keys.length;
    scheduler.noteQueued(result.bytes, result.kept);
    return result;
  };

  // Drop counts become `drop` records of this page, exempt from the queue bound so a full queue is still reported.
  const reportDrops = async (force: boolean) => {
    if (!force && deps.now() - lastDropReport < PIPELINE_LIMITS.DROP_REPORT_INTERVAL_MS) return;
    const payloads = drops.take();
    if (payloads.length === 0) return;
    lastDropReport = deps.now();
    const { pageId, sessionId, pagePath } = identity;
    const records = payloads.map((payload, at) => {
      const seq = dropSeq + at;
      return { id: `${pageId}.d${seq}`, kind: 'drop', sessionId, seq, time: deps.now(), pagePath, payload };
    });
    dropSeq += records.length;
    await persist(records, true);
  };

  const scheduler = new SendScheduler({
    // Gzip-compressed, a request carries up to MAX_PLAIN_REQUEST_BYTES of JSON: waiting for most of that
    // (within the round interval) rather than a plain body's worth makes one request where there were eight.
    sendNow: {
      bytes: deps.compress ? PIPELINE_LIMITS.SEND_NOW_GZIP_BYTES : PIPELINE_LIMITS.SEND_NOW_BYTES,
      records: PIPELINE_LIMITS.SEND_NOW_RECORDS,
    },
    now: deps.now,
    random: deps.random,
    setTimer: deps.setTimer,
    runRound: async ({ fullOnly }) => {
      const keptBefore = keptTotal;
      await reportDrops(true);
      const outcome = await drainChunks({
        store,
        fetch: deps.fetch,
        budget,
        maxRequestBytes: PIPELINE_LIMITS.MAX_REQUEST_BYTES,
        now: deps.now,
        roundId: `${identity.pageId}.r${roundNo++}`,
        locks: deps.locks,
        compress: deps.compress,
        fullOnly,
        via: 'worker',
        ownWriter: identity.pageId,
      });
      stats.sent += outcome.sent;
      stats.requests += outcome.requests;
      stats.bytesSent += outcome.bytes;
      for (const refused of outcome.refused)
        drops.count('rejected-by-server', refused.count, undefined, refused.status);
      warnPage(decideTrackingWarnings(outcome.refused));
      // Plus what was persisted since the round began: its remainder alone let the queue grow past its bound.
      queued = outcome.remaining + outcome.heldElsewhere + outcome.heldBack.records + (keptTotal - keptBefore);
      // Report refusals at once: persisting the drop records schedules the next round.
      if (outcome.refused.length > 0) await reportDrops(true);
      // Chunks another round holds are its to send, or the next round's once its claim runs out: no retry here.
      return outcome;
    },
  });

  return {
    async start(who) {
      identity = who;
      holdWriterLock(deps.locks, who.pageId);
      // Leftovers of earlier pages (closed offline, or before their batch was confirmed) go out now.
      scheduler.sendSoon(0);
    },
    async accept(batch) {
      await new Promise<void>((resolve) => deps.setTimer(resolve, PIPELINE_LIMITS.ACCEPT_DEFER_MS));
      const stamped = readStamps(batch);
      stats.accepted += stamped.length;
      // Records arrive raw; their payloads are built here, off the page's main thread, and the spec's
      // warnings go back to the page's console in one message.
      const warnings: string[] = [];
      const warn = (text: string) => void warnings.push(text);
      const records = stamped.map((stamped) =>
        finishRawRecord(expandStampedRecord(identity.pageId, identity.sessionId, batch.pagePath, stamped), warn),
      );
      warnPage(warnings);
      const { kept, keys } = await persist(records, false);
      void reportDrops(false);
      await store.whenSafe(keys);
      return kept;
    },
    async flush() {
      scheduler.sendSoon(0);
    },
    async stats() {
      return { ...stats, dropped: { ...drops.totals } };
    },
  };
}
