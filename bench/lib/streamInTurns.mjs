// Records streaming in, measured in turns: 1000 records made ten per task every 16 ms on a bench page
// (bench/pipeline/entry.ts), once per mode per round, the modes in turns and the first two rounds left out.
// A mode named `makeOnly` makes the same payloads for nobody (the caller's own share); any other hands them
// to the facade. Each mode's figure is Chromium's TaskDuration of its page's main thread over the loop and
// 400 ms more; the worker's round for those records then ends (4 s) before the next mode. Used by
// bench/pipeline.mjs (the stream's main-thread cost) and the probes bench/probes/replyBundling.mjs and
// handOverCoalescing.mjs (two ways of running the pipeline).
import { median } from './stats.mjs';

const round2 = (n) => Number(n.toFixed(2));

/** A bench page's main-thread task time (ms), read over DevTools, and its CPU throttling. */
export async function measureTasks(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return {
    taskMs: async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000,
    throttle: (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate }),
  };
}

/**
 * `start(mode)` readies a mode and returns its page and task timer; `count(mode)`, if given, reads what the
 * mode's worker counted in its round (not asked of `makeOnly`). Returns each mode's task time per round and
 * its counts.
 */
export async function streamInTurns({ rounds, modes, start, count }) {
  const taskTimes = Object.fromEntries(modes.map((mode) => [mode, []]));
  const counts = Object.fromEntries(modes.map((mode) => [mode, []]));
  for (let round = 0; round < rounds; round++) {
    for (const mode of modes) {
      const { page, taskMs } = await start(mode);
      const from = await taskMs();
      await page.evaluate(async (makeOnly) => {
        for (let made = 0; made < 1000; made += 10) {
          if (makeOnly) window.bench.makeOnly(10);
          else window.bench.viaWorker(10, 'stream-in-turns');
          await new Promise((resolve) => setTimeout(resolve, 16));
        }
      }, mode === 'makeOnly');
      await page.waitForTimeout(400);
      const ms = (await taskMs()) - from;
      if (round >= 2) {
        taskTimes[mode].push(ms);
        if (count && mode !== 'makeOnly') counts[mode].push(await count(mode));
      }
      await page.waitForTimeout(4000);
    }
  }
  return { taskTimes, counts };
}

/** Medians per 1000 records, and `minuend` less `subtrahend` round by round (its median and every round). */
export function summariseInTurns({ taskTimes, counts }, minuend, subtrahend) {
  const differences = taskTimes[minuend].map((ms, i) => ms - taskTimes[subtrahend][i]);
  return {
    taskMsPer1000: Object.fromEntries(Object.entries(taskTimes).map(([mode, times]) => [mode, round2(median(times))])),
    differenceMsPer1000: round2(median(differences)),
    differencePerRound: differences.map(round2),
    countedPer1000: Object.fromEntries(
      Object.entries(counts)
        .filter(([, n]) => n.length > 0)
        .map(([mode, n]) => [mode, median(n)]),
    ),
  };
}
