import type { TelemetryRecord } from '../shared/telemetry/TelemetryRecord';
import { expandStampedRecord, readStamps, type StampedBatch } from '../shared/telemetry/StampedRecord';
import type {
  TelemetryWorkerApi,
  TelemetryWorkerIdentity,
  TelemetryWorkerStats,
} from '../shared/telemetry/TelemetryWorkerApi';
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
import { SendScheduler, type RoundOutcome } from './SendScheduler';
import { persistRecords } from './persistRecords';
import { finishRawRecord } from '../shared/telemetry/raw/finishRawRecord';

export interface TelemetryWorkerDependencies {
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

/** Who the worker reports as until its page starts it: records (its own drop records) need some identity. */
const NOT_STARTED: TelemetryWorkerIdentity = { pageId: 'unknown', sessionId: 'unknown', pagePath: '/' };

// The worker's side of the pipeline: validate, persist, acknowledge, then send in batches on a schedule.
// Where IndexedDB refuses to write, records are kept in memory and sent from there, and a hand-over is
// acknowledged only once its records are sent (or refused): until then its page keeps them for its hide path.
// One per worker; src/worker/index.ts exposes it to the page (its methods by Comlink, accept by the hand-over).
export class TelemetryWorker implements TelemetryWorkerApi {
  readonly #deps: TelemetryWorkerDependencies;
  // The store that falls back to memory where IndexedDB refuses to write, saying so to the page once.
  readonly #store: ReturnType<typeof createFallbackChunkStore>;
  readonly #drops = createDropCounter();
  readonly #budget = createInflightBudget(PIPELINE_LIMITS.MAX_INFLIGHT_KEEPALIVE_BYTES);
  readonly #totals = { accepted: 0, persistedChunks: 0, sent: 0, requests: 0, bytesSent: 0 };
  readonly #scheduler: SendScheduler;
  #identity = NOT_STARTED;
  // Numbers that make this worker's chunk keys, drop record ids and round ids unique.
  #nextChunkNo = 0;
  #nextDropSeq = 0;
  #nextRoundNo = 0;
  // Records persisted and not yet sent, as far as this worker knows; bounds the queue.
  #queued = 0;
  // Every record this worker ever persisted: what was persisted while a round ran is added back from here.
  #keptEver = 0;
  #lastDropReportAt = 0;

  constructor(deps: TelemetryWorkerDependencies) {
    this.#deps = deps;
    this.#store = createFallbackChunkStore(deps.store, (error) =>
      deps.notifyPage({ type: WORKER_NOTICE_TYPE, texts: [describeStorageFailure(error)], storageFailed: true }),
    );
    this.#scheduler = new SendScheduler({
      // Gzip-compressed, a request carries up to MAX_PLAIN_REQUEST_BYTES of JSON: waiting for most of that
      // (within the round interval) rather than a plain body's worth makes one request where there were eight.
      sendNow: {
        bytes: deps.compress ? PIPELINE_LIMITS.SEND_NOW_GZIP_BYTES : PIPELINE_LIMITS.SEND_NOW_BYTES,
        records: PIPELINE_LIMITS.SEND_NOW_RECORDS,
      },
      now: deps.now,
      random: deps.random,
      setTimer: deps.setTimer,
      runRound: (round) => this.#sendRound(round),
    });
  }

  // ——— The API the page calls ———

  async start(who: TelemetryWorkerIdentity): Promise<void> {
    this.#identity = who;
    holdWriterLock(this.#deps.locks, who.pageId);
    // Leftovers of earlier pages (closed offline, or before their batch was confirmed) go out now.
    this.#scheduler.sendSoon(0);
  }

  async accept(batch: StampedBatch): Promise<number> {
    await new Promise<void>((resolve) => this.#deps.setTimer(resolve, PIPELINE_LIMITS.ACCEPT_DEFER_MS));
    const stamped = readStamps(batch);
    this.#totals.accepted += stamped.length;
    // Records arrive raw; their payloads are built here, off the page's main thread, and the spec's
    // warnings go back to the page's console in one message.
    const warnings: string[] = [];
    const warn = (text: string) => void warnings.push(text);
    const { pageId, sessionId } = this.#identity;
    const records = stamped.map((stamped) =>
      finishRawRecord(expandStampedRecord(pageId, sessionId, batch.pagePath, stamped), warn),
    );
    this.#warnPage(warnings);
    const { kept, keys } = await this.#persist(records, false);
    void this.#reportDrops(false);
    await this.#store.whenSafe(keys);
    return kept;
  }

  async flush(): Promise<void> {
    this.#scheduler.sendSoon(0);
  }

  async stats(): Promise<TelemetryWorkerStats> {
    return { ...this.#totals, dropped: { ...this.#drops.totals } };
  }

  // ——— Persisting and sending ———

  async #persist(records: TelemetryRecord[], bypassBound: boolean) {
    const result = await persistRecords(records, {
      store: this.#store,
      drops: this.#drops,
      room: bypassBound ? Infinity : PIPELINE_LIMITS.MAX_QUEUED_RECORDS - this.#queued,
      writerId: this.#identity.pageId,
      nextChunkNo: () => this.#nextChunkNo++,
      now: this.#deps.now(),
      onKept: (kept) => {
        this.#queued += kept;
        this.#keptEver += kept;
      },
    });
    this.#totals.persistedChunks += result.keys.length;
    this.#scheduler.noteQueued(result.bytes, result.kept);
    return result;
  }

  // Drop counts become `drop` records of this page, exempt from the queue bound so a full queue is still reported.
  async #reportDrops(force: boolean): Promise<void> {
    const { now } = this.#deps;
    if (!force && now() - this.#lastDropReportAt < PIPELINE_LIMITS.DROP_REPORT_INTERVAL_MS) return;
    const payloads = this.#drops.take();
    if (payloads.length === 0) return;
    this.#lastDropReportAt = now();
    const { pageId, sessionId, pagePath } = this.#identity;
    const records = payloads.map((payload, at) => {
      const seq = this.#nextDropSeq + at;
      return { id: `${pageId}.d${seq}`, kind: 'drop', sessionId, seq, time: now(), pagePath, payload };
    });
    this.#nextDropSeq += records.length;
    await this.#persist(records, true);
  }

  // One round of the scheduler's: drop counts first, then what is persisted, in requests.
  async #sendRound({ fullOnly }: { fullOnly: boolean }): Promise<RoundOutcome> {
    const keptBefore = this.#keptEver;
    await this.#reportDrops(true);
    const outcome = await drainChunks({
      store: this.#store,
      fetch: this.#deps.fetch,
      budget: this.#budget,
      maxRequestBytes: PIPELINE_LIMITS.MAX_REQUEST_BYTES,
      now: this.#deps.now,
      roundId: `${this.#identity.pageId}.r${this.#nextRoundNo++}`,
      locks: this.#deps.locks,
      compress: this.#deps.compress,
      fullOnly,
      via: 'worker',
      ownWriter: this.#identity.pageId,
    });
    this.#totals.sent += outcome.sent;
    this.#totals.requests += outcome.requests;
    this.#totals.bytesSent += outcome.bytes;
    for (const refused of outcome.refused)
      this.#drops.count('rejected-by-server', refused.count, undefined, refused.status);
    this.#warnPage(decideTrackingWarnings(outcome.refused));
    // Plus what was persisted since the round began: its remainder alone let the queue grow past its bound.
    this.#queued = outcome.remaining + outcome.heldElsewhere + outcome.heldBack.records + (this.#keptEver - keptBefore);
    // Report refusals at once: persisting the drop records schedules the next round.
    if (outcome.refused.length > 0) await this.#reportDrops(true);
    // Chunks another round holds are its to send, or the next round's once its claim runs out: no retry here.
    return outcome;
  }

  #warnPage(texts: string[]): void {
    if (texts.length > 0) this.#deps.notifyPage({ type: WORKER_NOTICE_TYPE, texts });
  }
}
