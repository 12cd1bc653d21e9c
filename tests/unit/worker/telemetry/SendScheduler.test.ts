import { describe, expect, it } from 'vitest';
import { SendScheduler, type RoundOutcome } from '../../../../src/worker/SendScheduler';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';
import { createManualClock } from './manualClock';

// When plain bodies are sent at once (TelemetryWorker passes more bytes where they are gzip-compressed).
const PLAIN = { bytes: PIPELINE_LIMITS.SEND_NOW_BYTES, records: PIPELINE_LIMITS.SEND_NOW_RECORDS };
// Where bodies go gzip-compressed (every browser with CompressionStream in its workers).
const GZIP = { bytes: PIPELINE_LIMITS.SEND_NOW_GZIP_BYTES, records: PIPELINE_LIMITS.SEND_NOW_RECORDS };

// A scheduler whose rounds stay out until the test answers the latest one; `requestsOf` says how many
// requests round n (from 1) made.
function answeredByHand(clock: ReturnType<typeof createManualClock>, requestsOf: (round: number) => number) {
  const rounds: number[] = [];
  let resolveLatest: (() => void) | null = null;
  const scheduler = new SendScheduler({
    sendNow: PLAIN,
    ...clock,
    random: () => 0.5,
    runRound: () => {
      rounds.push(clock.now());
      const round = rounds.length;
      return new Promise<RoundOutcome>(
        (resolve) => (resolveLatest = () => resolve({ retry: false, retryAfterMs: null, requests: requestsOf(round) })),
      );
    },
  });
  return { scheduler, rounds, answer: () => resolveLatest?.() };
}

describe('SendScheduler', () => {
  it('waits the batching delay for a few records, sends at once when enough waits', async () => {
    const clock = createManualClock();
    const rounds: number[] = [];
    const scheduler = new SendScheduler({
      sendNow: PLAIN,
      ...clock,
      random: () => 0.5,
      runRound: async () => (rounds.push(clock.now()), { retry: false, retryAfterMs: null }),
    });
    scheduler.noteQueued(100, 1);
    await clock.advance(PIPELINE_LIMITS.SEND_DELAY_MS - 1);
    expect(rounds).toEqual([]);
    await clock.advance(1);
    expect(rounds).toEqual([PIPELINE_LIMITS.SEND_DELAY_MS]);
    scheduler.noteQueued(PIPELINE_LIMITS.SEND_NOW_BYTES, 100);
    await clock.advance(0);
    expect(rounds).toHaveLength(2);
  });

  it('sends at once when most of a full request waits, by bytes or by records, and not before', async () => {
    const clock = createManualClock();
    const rounds: number[] = [];
    const sendNow = GZIP;
    const scheduler = new SendScheduler({
      sendNow,
      ...clock,
      random: () => 0.5,
      runRound: async () => (rounds.push(clock.now()), { retry: false, retryAfterMs: null, requests: 1 }),
    });
    // Ten small records a frame, 1 s: past a plain body's worth (SEND_NOW_BYTES), short of the records.
    for (let frame = 0; frame < 64; frame++) {
      scheduler.noteQueued(10 * 230, 10);
      await clock.advance(16);
    }
    expect(rounds).toEqual([PIPELINE_LIMITS.SEND_DELAY_MS]);
    // 800 records since that round began (the last frame's 10, then 790 more): the next goes at once, not
    // at the round interval.
    const sent = rounds.length;
    for (let frame = 0; frame < 78; frame++) scheduler.noteQueued(10 * 230, 10);
    await clock.advance(0);
    expect(rounds).toHaveLength(sent);
    scheduler.noteQueued(10 * 230, 10);
    await clock.advance(0);
    expect(rounds).toHaveLength(sent + 1);
    // Fewer, bigger records: the bytes reach it first.
    scheduler.noteQueued(sendNow.bytes, 40);
    await clock.advance(0);
    expect(rounds).toHaveLength(sent + 2);
  });

  it('keeps rounds for records that trickle in the round interval apart; enough waiting, or a flush, sends at once', async () => {
    const clock = createManualClock();
    const rounds: number[] = [];
    const scheduler = new SendScheduler({
      sendNow: PLAIN,
      ...clock,
      random: () => 0.5,
      runRound: async () => (rounds.push(clock.now()), { retry: false, retryAfterMs: null }),
    });
    const { SEND_DELAY_MS, MIN_ROUND_INTERVAL_MS, SEND_NOW_BYTES } = PIPELINE_LIMITS;
    scheduler.noteQueued(100, 1);
    await clock.advance(SEND_DELAY_MS);
    expect(rounds).toEqual([SEND_DELAY_MS]);
    // A record every 1.5 s: one round per interval, not one per record.
    for (let i = 0; i < 6; i++) {
      await clock.advance(1500);
      scheduler.noteQueued(100, 1);
    }
    await clock.advance(MIN_ROUND_INTERVAL_MS);
    expect(rounds.slice(0, 3)).toEqual([
      SEND_DELAY_MS,
      SEND_DELAY_MS + MIN_ROUND_INTERVAL_MS,
      SEND_DELAY_MS + 2 * MIN_ROUND_INTERVAL_MS,
    ]);
    // After a quiet spell the first record waits only the batching delay again.
    const quietFrom = clock.now() + MIN_ROUND_INTERVAL_MS;
    await clock.advance(MIN_ROUND_INTERVAL_MS);
    const before = rounds.length;
    scheduler.noteQueued(100, 1);
    await clock.advance(SEND_DELAY_MS);
    expect(rounds.slice(before)).toEqual([quietFrom + SEND_DELAY_MS]);
    // Enough waiting, or a flush (page hidden), does not wait for the interval.
    scheduler.noteQueued(SEND_NOW_BYTES, 100);
    await clock.advance(0);
    expect(rounds).toHaveLength(before + 2);
    scheduler.noteQueued(100, 1);
    scheduler.sendSoon(0);
    await clock.advance(0);
    expect(rounds).toHaveLength(before + 3);
  });

  it('spaces rounds that send few records further apart, so records made one a second fill requests of 200; a flush starts over', async () => {
    const clock = createManualClock();
    const rounds: Array<[at: number, sent: number]> = [];
    // The store: what was persisted and not yet sent; a round sends all of it.
    let waiting = 0;
    const scheduler = new SendScheduler({
      sendNow: GZIP,
      ...clock,
      random: () => 0.5,
      runRound: async () => {
        rounds.push([clock.now(), waiting]);
        const sent = waiting;
        waiting = 0;
        return { retry: false, retryAfterMs: null, requests: sent > 0 ? 1 : 0, sent };
      },
    });
    const record = () => {
      waiting += 1;
      scheduler.noteQueued(230, 1);
    };
    const { SEND_DELAY_MS, MIN_ROUND_RECORDS, MAX_ROUND_INTERVAL_MS } = PIPELINE_LIMITS;
    for (let second = 0; second < 1000; second++) {
      record();
      await clock.advance(1000);
    }
    // The first rounds come 5, 20 and 80 s apart; then each waits for 200 records.
    expect(rounds.slice(0, 4)).toEqual([
      [1000, 1],
      [6000, 5],
      [26000, 20],
      [106000, 80],
    ]);
    const later = rounds.slice(4);
    expect(later, JSON.stringify(rounds)).toSatisfy((rest: typeof rounds) =>
      rest.every(([, sent]) => sent >= MIN_ROUND_RECORDS),
    );
    expect(rounds.reduce((sum, [, sent]) => sum + sent, 0) + waiting).toBe(1000);
    // 1000 records: 8 requests so far and the rest waiting (under the 10 per 1000), not 200.
    expect(rounds.length).toBe(8);
    expect(waiting).toBeLessThan(MIN_ROUND_RECORDS);
    // The page is hidden: everything goes at once, and its next records go within seconds again.
    scheduler.sendSoon(0);
    await clock.advance(0);
    expect(waiting).toBe(0);
    const hiddenAt = clock.now();
    await clock.advance(MAX_ROUND_INTERVAL_MS);
    record();
    await clock.advance(SEND_DELAY_MS);
    expect(rounds.at(-1)).toEqual([hiddenAt + MAX_ROUND_INTERVAL_MS + SEND_DELAY_MS, 1]);
    record();
    await clock.advance(PIPELINE_LIMITS.MIN_ROUND_INTERVAL_MS);
    expect(rounds.at(-1)![1]).toBe(1);
  });

  it('sends a page making a record every 10 s no more often than every MAX_ROUND_INTERVAL_MS once the ramp is up', async () => {
    const clock = createManualClock();
    const rounds: number[] = [];
    const scheduler = new SendScheduler({
      sendNow: PLAIN,
      ...clock,
      random: () => 0.5,
      runRound: async () => (rounds.push(clock.now()), { retry: false, retryAfterMs: null, requests: 1, sent: 1 }),
    });
    for (let i = 0; i < 100; i++) {
      scheduler.noteQueued(230, 1);
      await clock.advance(10_000);
    }
    const gaps = rounds.slice(1).map((at, i) => at - rounds[i]!);
    expect(gaps.slice(0, 3)).toEqual([10_000, 20_000, 80_000]);
    expect(gaps.length).toBeGreaterThan(4);
    expect(gaps.slice(3).every((gap) => gap === PIPELINE_LIMITS.MAX_ROUND_INTERVAL_MS)).toBe(true);
  });

  it("holds records persisted while a round's request is out to the interval as well", async () => {
    const clock = createManualClock();
    const { scheduler, rounds, answer } = answeredByHand(clock, () => 1);
    scheduler.noteQueued(100, 1);
    await clock.advance(PIPELINE_LIMITS.SEND_DELAY_MS);
    // A record arrives while the request is out, and the answer comes 30 ms later.
    await clock.advance(10);
    scheduler.noteQueued(100, 1);
    await clock.advance(20);
    answer();
    await clock.advance(0);
    await clock.advance(PIPELINE_LIMITS.MIN_ROUND_INTERVAL_MS);
    expect(rounds).toEqual([
      PIPELINE_LIMITS.SEND_DELAY_MS,
      PIPELINE_LIMITS.SEND_DELAY_MS + PIPELINE_LIMITS.MIN_ROUND_INTERVAL_MS,
    ]);
  });

  it('does not count a round that sent nothing (the one at start-up) toward the interval', async () => {
    const clock = createManualClock();
    const rounds: number[] = [];
    let requests = 0;
    const scheduler = new SendScheduler({
      sendNow: PLAIN,
      ...clock,
      random: () => 0.5,
      runRound: async () => (rounds.push(clock.now()), { retry: false, retryAfterMs: null, requests }),
    });
    scheduler.sendSoon(0);
    await clock.advance(100);
    requests = 1;
    scheduler.noteQueued(100, 1);
    await clock.advance(PIPELINE_LIMITS.SEND_DELAY_MS);
    expect(rounds).toEqual([0, 100 + PIPELINE_LIMITS.SEND_DELAY_MS]);
  });

  it('sends what was persisted during a round that sent nothing after the batching delay, not the interval', async () => {
    const clock = createManualClock();
    const { scheduler, rounds, answer } = answeredByHand(clock, (round) => (round === 1 ? 0 : 1));
    // Start-up: the round lists an empty store while the page's held records are persisted.
    scheduler.sendSoon(0);
    await clock.advance(0);
    scheduler.noteQueued(100, 1);
    await clock.advance(50);
    answer();
    await clock.advance(0);
    await clock.advance(PIPELINE_LIMITS.SEND_DELAY_MS);
    expect(rounds).toEqual([0, 50 + PIPELINE_LIMITS.SEND_DELAY_MS]);
  });

  it('lets a round started by the amount waiting send full requests only; what it held back goes at the round interval', async () => {
    const clock = createManualClock();
    const rounds: Array<[number, boolean]> = [];
    const outcomes: RoundOutcome[] = [
      { retry: false, retryAfterMs: null, requests: 1 },
      { retry: false, retryAfterMs: null, requests: 1, heldBack: { records: 36, bytes: 1000 } },
    ];
    const scheduler = new SendScheduler({
      sendNow: PLAIN,
      ...clock,
      random: () => 0.5,
      runRound: async ({ fullOnly }) => (
        rounds.push([clock.now(), fullOnly]),
        outcomes.shift() ?? { retry: false, retryAfterMs: null, requests: 1 }
      ),
    });
    const { SEND_DELAY_MS, MIN_ROUND_INTERVAL_MS, SEND_NOW_BYTES } = PIPELINE_LIMITS;
    // The batching delay's round sends everything.
    scheduler.noteQueued(100, 1);
    await clock.advance(SEND_DELAY_MS);
    expect(rounds).toEqual([[SEND_DELAY_MS, false]]);
    // Enough waiting: at once, full requests only. It held 36 records back; nothing else comes.
    scheduler.noteQueued(SEND_NOW_BYTES, 100);
    await clock.advance(0);
    expect(rounds[1]).toEqual([SEND_DELAY_MS, true]);
    await clock.advance(MIN_ROUND_INTERVAL_MS);
    expect(rounds[2]).toEqual([SEND_DELAY_MS + MIN_ROUND_INTERVAL_MS, false]);
    expect(rounds).toHaveLength(3);
  });

  it('counts what a full-only round held back toward the next, and sends everything when a flush comes while it is due', async () => {
    const clock = createManualClock();
    const rounds: boolean[] = [];
    const scheduler = new SendScheduler({
      sendNow: PLAIN,
      ...clock,
      random: () => 0.5,
      runRound: async ({ fullOnly }) => (
        rounds.push(fullOnly),
        {
          retry: false,
          retryAfterMs: null,
          requests: 1,
          heldBack: fullOnly ? { records: 30, bytes: PIPELINE_LIMITS.SEND_NOW_BYTES / 2 } : undefined,
        }
      ),
    });
    scheduler.noteQueued(PIPELINE_LIMITS.SEND_NOW_BYTES, 100);
    await clock.advance(0);
    expect(rounds).toEqual([true]);
    // Half a threshold was held back: half more sends at once.
    scheduler.noteQueued(PIPELINE_LIMITS.SEND_NOW_BYTES / 2 - 1, 10);
    await clock.advance(0);
    expect(rounds).toEqual([true]);
    scheduler.noteQueued(1, 1);
    // The page is hidden before that round starts: it sends everything.
    scheduler.sendSoon(0);
    await clock.advance(0);
    expect(rounds).toEqual([true, false]);
  });

  it('backs off after a failed round, no sooner than Retry-After, and resets after a success', async () => {
    const clock = createManualClock();
    const rounds: number[] = [];
    const outcomes: RoundOutcome[] = [
      { retry: true, retryAfterMs: 5000 },
      { retry: true, retryAfterMs: null },
      { retry: false, retryAfterMs: null },
    ];
    const scheduler = new SendScheduler({
      sendNow: PLAIN,
      ...clock,
      random: () => 0,
      runRound: async () => (rounds.push(clock.now()), outcomes.shift()!),
    });
    scheduler.sendSoon(0);
    await clock.advance(0);
    // New records during the backoff do not cut it short.
    scheduler.noteQueued(PIPELINE_LIMITS.SEND_NOW_BYTES, 100);
    await clock.advance(4999);
    expect(rounds).toEqual([0]);
    await clock.advance(1);
    expect(rounds).toEqual([0, 5000]);
    // Second failure: base 1000 × 2 with "equal jitter" at random 0 → 1000 ms.
    await clock.advance(1000);
    expect(rounds).toEqual([0, 5000, 6000]);
  });
});
