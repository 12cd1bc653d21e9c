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

interface SendScheduler {
  /** This many records of this many bytes were persisted: send after the batching delay (and the round interval), or now when most of a full request waits. */
  noteQueued(bytes: number, records: number): void;
  /** Run a round within `ms` (0: now, as on page hide, even during a backoff). */
  sendSoon(ms: number): void;
}

// When the worker sends: one round at a time, on the ramp of PIPELINE_LIMITS (round interval, growth after
// small rounds, at once when most of a full request waits); after a failure, jittered backoff that honours
// Retry-After.
export function createSendScheduler(deps: {
  /** Send at once when this much waits (most of a full request): JSON bytes (more where bodies are gzip-compressed) or records. */
  sendNow: { bytes: number; records: number };
  now: () => number;
  random: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  /** fullOnly: the round was started because most of a full request waited; it sends full requests only. */
  runRound: (round: { fullOnly: boolean }) => Promise<RoundOutcome>;
}): SendScheduler {
  let dueAt = Infinity;
  // Whether the due round sends everything (a flush, the batching delay, the round interval, a retry) or,
  // started by the amount waiting, full requests only.
  let dueRoundSendsAll = true;
  // Bumped by each schedule: a timer whose number is no longer current was superseded by an earlier one.
  let timerNo = 0;
  let roundRunning = false;
  // A round was asked for while one ran: it runs as soon as that one ends (sending all if any asker wanted it).
  let roundAfterRunning = false;
  let roundAfterRunningSendsAll = false;
  let failedRounds = 0;
  let backoffUntil = 0;
  let queuedBytes = 0;
  let queuedRecords = 0;
  let lastRoundAt = -Infinity;
  // Rounds in a row that sent fewer than MIN_ROUND_RECORDS: the wait after the last one grows with each.
  let smallRounds = 0;

  const roundInterval = () => {
    if (queuedRecords >= PIPELINE_LIMITS.MIN_ROUND_RECORDS || smallRounds <= 1)
      return PIPELINE_LIMITS.MIN_ROUND_INTERVAL_MS;
    return Math.min(
      PIPELINE_LIMITS.MIN_ROUND_INTERVAL_MS * PIPELINE_LIMITS.ROUND_INTERVAL_GROWTH ** (smallRounds - 1),
      PIPELINE_LIMITS.MAX_ROUND_INTERVAL_MS,
    );
  };

  const schedule = (ms: number, all = true) => {
    const at = deps.now() + ms;
    if (at >= dueAt) {
      // A flush while a full-only round is due makes it send everything.
      if (all) dueRoundSendsAll = true;
      return;
    }
    dueAt = at;
    dueRoundSendsAll = all;
    const thisTimer = ++timerNo;
    deps.setTimer(() => {
      if (thisTimer !== timerNo) return;
      dueAt = Infinity;
      void round(dueRoundSendsAll);
    }, ms);
  };

  const note = (bytes: number, records: number) => {
    queuedBytes += bytes;
    queuedRecords += records;
    const full = queuedBytes >= deps.sendNow.bytes || queuedRecords >= deps.sendNow.records;
    const wait = full ? 0 : Math.max(PIPELINE_LIMITS.SEND_DELAY_MS, lastRoundAt + roundInterval() - deps.now());
    schedule(Math.max(wait, backoffUntil - deps.now()), !full);
  };

  const round = async (all: boolean) => {
    if (roundRunning) {
      roundAfterRunning = true;
      roundAfterRunningSendsAll ||= all;
      return;
    }
    roundRunning = true;
    // Set at the start: records persisted while this round's request is out wait out the interval too.
    const roundBefore = lastRoundAt;
    lastRoundAt = deps.now();
    queuedBytes = 0;
    queuedRecords = 0;
    let outcome: RoundOutcome;
    try {
      outcome = await deps.runRound({ fullOnly: !all });
    } catch {
      outcome = { retry: true, retryAfterMs: null };
    }
    roundRunning = false;
    if (outcome.requests === 0) {
      // Nothing was queued when it began (the round at start-up): it does not hold back what came since.
      lastRoundAt = roundBefore;
      if (queuedRecords > 0) schedule(PIPELINE_LIMITS.SEND_DELAY_MS);
    }
    if (outcome.retry) {
      failedRounds += 1;
      const delay = computeBackoffDelay(failedRounds, deps.random(), {
        baseMs: PIPELINE_LIMITS.BACKOFF_BASE_MS,
        maxMs: PIPELINE_LIMITS.BACKOFF_MAX_MS,
        retryAfterMs: outcome.retryAfterMs,
      });
      backoffUntil = deps.now() + delay;
      schedule(delay);
    } else {
      failedRounds = 0;
      backoffUntil = 0;
      // A full round leaves the wait as it was: a page making a record a second then sends every 200 s or so
      // (the count sends at once), rather than starting the ramp over after each.
      if (outcome.requests !== 0 && outcome.sent !== undefined && outcome.sent < PIPELINE_LIMITS.MIN_ROUND_RECORDS)
        smallRounds += 1;
      if (roundAfterRunning) schedule(0, roundAfterRunningSendsAll);
      // What it held back counts toward the next round like new records: sent when enough waits, or at the interval.
      if (outcome.heldBack && outcome.heldBack.records > 0) note(outcome.heldBack.bytes, outcome.heldBack.records);
    }
    roundAfterRunning = false;
    roundAfterRunningSendsAll = false;
  };

  return {
    noteQueued: note,
    sendSoon(ms) {
      // A flush (page hide, back online, start-up): what the page makes next goes promptly again.
      smallRounds = 0;
      schedule(ms);
    },
  };
}
