import { describe, expect, it } from 'vitest';
import { createErrorReporter } from '../../../../src/main/collectors/createErrorReporter';
import type { ErrorFacts } from '../../../../src/shared/telemetry/raw/buildLoggedError';

// A hand-driven clock: timers run only when the test advances time.
function createClock() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let nextId = 1;
  return {
    setTimer: (run: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimer: (id: unknown) => void (timers = timers.filter((t) => t.id !== id)),
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      due.forEach((t) => t.run());
    },
  };
}

const error = (message: string) => ({ thrown: message, message }) as ErrorFacts;

describe('createErrorReporter (visitor-runtime §9)', () => {
  it('sends one batch 1000 ms after the last error, restarting the wait on each error', () => {
    const clock = createClock();
    const batches: Array<Array<string | undefined>> = [];
    const reporter = createErrorReporter({ sendBatch: (b) => batches.push(b.map((e) => e.message)), ...clock });
    reporter.report(error('a'));
    clock.advance(900);
    reporter.report(error('b'));
    clock.advance(900);
    expect(batches).toEqual([]);
    clock.advance(100);
    expect(batches).toEqual([['a', 'b']]);
  });

  it('keeps at most 10 queued events', () => {
    const clock = createClock();
    const batches: number[] = [];
    const reporter = createErrorReporter({ sendBatch: (b) => batches.push(b.length), ...clock });
    for (let i = 0; i < 25; i++) reporter.report(error(String(i)));
    clock.advance(1000);
    expect(batches).toEqual([10]);
  });

  it('sends at most 20 batches per page', () => {
    const clock = createClock();
    let batches = 0;
    const reporter = createErrorReporter({ sendBatch: () => batches++, ...clock });
    for (let i = 0; i < 30; i++) {
      reporter.report(error(String(i)));
      clock.advance(1000);
    }
    expect(batches).toBe(20);
  });

  it('flushes at once on page hide, which counts as a batch', () => {
    const clock = createClock();
    const batches: Array<Array<string | undefined>> = [];
    const reporter = createErrorReporter({ sendBatch: (b) => batches.push(b.map((e) => e.message)), ...clock });
    reporter.report(error('x'));
    reporter.flush();
    clock.advance(5000);
    expect(batches).toEqual([['x']]);
  });
});
