import { computeBackoffDelay } from '../shared/telemetry/computeBackoffDelay';
import { PIPELINE_LIMITS } from '../shared/telemetry/pipelineLimits';

export interface RoundOutcome {
  retry: boolean;
  retryAfterMs: number | null;
  /** Requests the round made; one that made none (nothing was queued) does not start the round interval. */
  requests?: number;
  /** Records the round sent: fewer than MIN_ROUND_RECORDS lengthens the wait before the next round. */
  sent?: number;
  /** Records (and their bytes) a full-only round left for a later one: they wait like newly queued ones. */
  heldBack?: { records: number; bytes: number };
}

export interface SendSchedulerDependencies {
  /** Send at once when this much waits (most of a full request): JSON bytes (more where bodies are gzip-compressed) or records. */
  sendNow: { bytes: number; records: number };
  now: () => number;
  random: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  /** fullOnly: the round was started because most of a full request waited; it sends full requests only. */
  runRound: (round: { fullOnly: boolean }) => Promise<RoundOutcome>;
}

// When the worker sends: one round at a time, on the ramp of PIPELINE_LIMITS (round interval, growth after
// small rounds, at once when most of a full request waits); after a failure, jittered backoff that honours
// Retry-After.
export class SendScheduler {
  readonly #deps: SendSchedulerDependencies;
  // When the next round is due (Infinity: none is), and whether it sends everything (a flush, the batching
  // delay, the round interval, a retry) or, started by the amount waiting, full requests only.
  #dueAt = Infinity;
  #dueRoundSendsAll = true;
  // Bumped by each schedule: a timer whose number is no longer current was superseded by an earlier one.
  #timerNo = 0;
  #roundRunning = false;
  // A round was asked for while one ran: it runs as soon as that one ends (sending all if any asker wanted it).
  #roundAfterRunning = false;
  #roundAfterRunningSendsAll = false;
  #failedRounds = 0;
  #backoffUntil = 0;
  // What was persisted since the last round began.
  #queuedBytes = 0;
  #queuedRecords = 0;
  #lastRoundAt = -Infinity;
  // Rounds in a row that sent fewer than MIN_ROUND_RECORDS: the wait after the last one grows with each.
  #smallRounds = 0;

  constructor(deps: SendSchedulerDependencies) {
    this.#deps = deps;
  }

  /** This many records of this many bytes were persisted: send after the batching delay (and the round interval), or now when most of a full request waits. */
  noteQueued(bytes: number, records: number): void {
    this.#queuedBytes += bytes;
    this.#queuedRecords += records;
    const { sendNow, now } = this.#deps;
    const full = this.#queuedBytes >= sendNow.bytes || this.#queuedRecords >= sendNow.records;
    const wait = full ? 0 : Math.max(PIPELINE_LIMITS.SEND_DELAY_MS, this.#lastRoundAt + this.#roundInterval() - now());
    this.#schedule(Math.max(wait, this.#backoffUntil - now()), !full);
  }

  /** Run a round within `ms` (0: now, as on page hide, even during a backoff). */
  sendSoon(ms: number): void {
    // A flush (page hide, back online, start-up): what the page makes next goes promptly again.
    this.#smallRounds = 0;
    this.#schedule(ms);
  }

  #roundInterval(): number {
    if (this.#queuedRecords >= PIPELINE_LIMITS.MIN_ROUND_RECORDS || this.#smallRounds <= 1)
      return PIPELINE_LIMITS.MIN_ROUND_INTERVAL_MS;
    return Math.min(
      PIPELINE_LIMITS.MIN_ROUND_INTERVAL_MS * PIPELINE_LIMITS.ROUND_INTERVAL_GROWTH ** (this.#smallRounds - 1),
      PIPELINE_LIMITS.MAX_ROUND_INTERVAL_MS,
    );
  }

  #schedule(ms: number, all = true): void {
    const at = this.#deps.now() + ms;
    if (at >= this.#dueAt) {
      // A flush while a full-only round is due makes it send everything.
      if (all) this.#dueRoundSendsAll = true;
      return;
    }
    this.#dueAt = at;
    this.#dueRoundSendsAll = all;
    const thisTimer = ++this.#timerNo;
    this.#deps.setTimer(() => {
      if (thisTimer !== this.#timerNo) return;
      this.#dueAt = Infinity;
      void this.#round(this.#dueRoundSendsAll);
    }, ms);
  }

  async #round(all: boolean): Promise<void> {
    if (this.#roundRunning) {
      this.#roundAfterRunning = true;
      this.#roundAfterRunningSendsAll ||= all;
      return;
    }
    this.#roundRunning = true;
    // Set at the start: records persisted while this round's request is out wait out the interval too.
    const roundBefore = this.#lastRoundAt;
    this.#lastRoundAt = this.#deps.now();
    this.#queuedBytes = 0;
    this.#queuedRecords = 0;
    let outcome: RoundOutcome;
    try {
      outcome = await this.#deps.runRound({ fullOnly: !all });
    } catch {
      outcome = { retry: true, retryAfterMs: null };
    }
    this.#roundRunning = false;
    if (outcome.requests === 0) {
      // Nothing was queued when it began (the round at start-up): it does not hold back what came since.
      this.#lastRoundAt = roundBefore;
      if (this.#queuedRecords > 0) this.#schedule(PIPELINE_LIMITS.SEND_DELAY_MS);
    }
    if (outcome.retry) {
      this.#failedRounds += 1;
      const delay = computeBackoffDelay(this.#failedRounds, this.#deps.random(), {
        baseMs: PIPELINE_LIMITS.BACKOFF_BASE_MS,
        maxMs: PIPELINE_LIMITS.BACKOFF_MAX_MS,
        retryAfterMs: outcome.retryAfterMs,
      });
      this.#backoffUntil = this.#deps.now() + delay;
      this.#schedule(delay);
    } else {
      this.#failedRounds = 0;
      this.#backoffUntil = 0;
      // A full round leaves the wait as it was: a page making a record a second then sends every 200 s or so
      // (the count sends at once), rather than starting the ramp over after each.
      if (outcome.requests !== 0 && outcome.sent !== undefined && outcome.sent < PIPELINE_LIMITS.MIN_ROUND_RECORDS)
        this.#smallRounds += 1;
      if (this.#roundAfterRunning) this.#schedule(0, this.#roundAfterRunningSendsAll);
      // What it held back counts toward the next round like new records: sent when enough waits, or at the interval.
      if (outcome.heldBack && outcome.heldBack.records > 0)
        this.noteQueued(outcome.heldBack.bytes, outcome.heldBack.records);
    }
    this.#roundAfterRunning = false;
    this.#roundAfterRunningSendsAll = false;
  }
}
