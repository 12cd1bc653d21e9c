import { describe, expect, it } from 'vitest';
import { createIntervalGate } from '../../../../src/shared/telemetry/createIntervalGate';
import { createManualClock } from '../../worker/telemetry/manualClock';

describe('createIntervalGate', () => {
  it('runs at once after a quiet spell, and once at the interval end for every ask within it', async () => {
    const clock = createManualClock(1000);
    const runs: number[] = [];
    const ask = createIntervalGate(() => runs.push(clock.now()), 100, clock.now, clock.setTimer);
    ask();
    await clock.advance(16);
    ask();
    await clock.advance(16);
    ask();
    expect(runs).toEqual([1000]);
    await clock.advance(68);
    expect(runs).toEqual([1000, 1100]);
    await clock.advance(150);
    ask();
    expect(runs).toEqual([1000, 1100, 1250]);
  });

  it("takes the caller's reading of the time when given one", () => {
    const clock = createManualClock(1000);
    const runs: number[] = [];
    const ask = createIntervalGate(() => runs.push(clock.now()), 100, clock.now, clock.setTimer);
    ask();
    // The caller read the time 100 ms on (a task's start): the interval is over, so it runs at once.
    ask(1100);
    expect(runs).toEqual([1000, 1000]);
  });
});
