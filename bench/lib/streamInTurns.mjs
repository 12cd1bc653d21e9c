// What the by-hand probes of a stream share (bench/probes/replyBundling.mjs, handOverCoalescing.mjs): 1000
// records made ten per task every 16 ms on a bench page (bench/pipeline/entry.ts), in each of two ways of
// running the pipeline and once made for nobody (`makeOnly`), in turns, round by round, the first two rounds
// left out. Each mode's figure is Chromium's TaskDuration of its page's main thread over the loop and 400 ms
// more; the worker's round for those records then ends (4 s) before the next mode.
import { median } from './stats.mjs';

const round2 = (n) => Number(n.toFixed(2));

/** A bench page's main-thread task time (ms), read over DevTools, and its CPU throttling. */
export async function measureTasks(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return {
    taskMs: async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000,
    throttle: (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate }),
  };
}

/**
 * `before` and `after` name the two ways (the one the change left, the one it made); `start(mode)` readies a
 * mode and returns its page and task timer; `count(mode)` reads what the mode's worker counted in its round.
 * Returns the medians per 1000 records, the round-by-round saving (before less after) and the counts.
 */
export async function streamInTurns({ rounds, before, after, start, count }) {
  const modes = [after, before, 'makeOnly'];
  const taskTimes = Object.fromEntries(modes.map((mode) => [mode, []]));
  const counts = { [after]: [], [before]: [] };
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
        if (mode !== 'makeOnly') counts[mode].push(await count(mode));
      }
      await page.waitForTimeout(4000);
    }
  }
  const saved = taskTimes[before].map((ms, i) => ms - taskTimes[after][i]);
  return {
    taskMsPer1000: Object.fromEntries(modes.map((mode) => [mode, round2(median(taskTimes[mode]))])),
    savedMsPer1000: round2(median(saved)),
    savedPerRound: saved.map(round2),
    countedPer1000: { [after]: median(counts[after]), [before]: median(counts[before]) },
  };
}
