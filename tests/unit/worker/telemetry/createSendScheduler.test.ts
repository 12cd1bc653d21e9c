import { describe, expect, it } from 'vitest';
import { createSendScheduler, type RoundOutcome } from '../../../../src/worker/createSendScheduler';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';

// Time is passed in: a clock and a timer list the test advances by hand.
function createClock() {
  let now = 0;
  const timers: Array<{ at: number; run: () => void }> = [];
  return {
    now: () => now,
    setTimer: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > end) break;
        timers.shift();
        now = next.at;
        next.run();
        await new Promise((r) => setTimeout(r, 0));
      }
      now = end;
    },
  };
}

describe('createSendScheduler', () => {
  it('waits the batching delay for a few records, sends at once when enough waits', async () => {
    const clock = createClock();
    const rounds: number[] = [];
    const scheduler = createSendScheduler({ ...clock, random: () => 0.5, runRound: async () => (rounds.push(clock.now()), { retry: false, retryAfterMs: null }) });
    scheduler.noteQueued(100);
    await clock.advance(PIPELINE_LIMITS.SEND_DELAY_MS - 1);
    expect(rounds).toEqual([]);
    await clock.advance(1);
    expect(rounds).toEqual([PIPELINE_LIMITS.SEND_DELAY_MS]);
    scheduler.noteQueued(PIPELINE_LIMITS.SEND_NOW_BYTES);
    await clock.advance(0);
    expect(rounds).toHaveLength(2);
  });

  it('backs off after a failed round, no sooner than Retry-After, and resets after a success', async () => {
    const clock = createClock();
    const rounds: number[] = [];
    const outcomes: RoundOutcome[] = [
      { retry: true, retryAfterMs: 5000 },
      { retry: true, retryAfterMs: null },
      { retry: false, retryAfterMs: null },
    ];
    const scheduler = createSendScheduler({ ...clock, random: () => 0, runRound: async () => (rounds.push(clock.now()), outcomes.shift()!) });
    scheduler.sendSoon(0);
    await clock.advance(0);
    // New records during the backoff do not cut it short.
    scheduler.noteQueued(PIPELINE_LIMITS.SEND_NOW_BYTES);
    await clock.advance(4999);
    expect(rounds).toEqual([0]);
    await clock.advance(1);
    expect(rounds).toEqual([0, 5000]);
    // Second failure: base 1000 × 2 with "equal jitter" at random 0 → 1000 ms.
    await clock.advance(1000);
    expect(rounds).toEqual([0, 5000, 6000]);
  });
});
