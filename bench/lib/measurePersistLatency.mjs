// How long records wait between the facade's hand-over and the worker's acknowledgement that they are
// persisted (issue 3: the worker persists what it receives "within a frame"). The acknowledgement arrives
// after the message reached the worker, the worker's ACCEPT_DEFER_MS, the records' expansion, the
// IndexedDB transaction's commit, and the reply's trip back, so it bounds receive-to-persisted from above.
// Timed in the page: the task that makes the records starts the clock, and the page then yields one task
// at a time (a MessageChannel post, so the reply's task is not held behind timers) until the facade holds
// nothing unacknowledged.
import { median, quantile } from './stats.mjs';

const round = (n, d = 1) => Number(n.toFixed(d));

/** Runs in the page: one hand-over of `count` records, and the time until it is acknowledged. */
async function timeUntilAcknowledged({ count, type }) {
  const channel = new MessageChannel();
  const yieldTask = () => new Promise((resolve) => {
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(0);
  });
  while (window.bench.unacknowledged() > 0) await yieldTask();
  const start = performance.now();
  window.bench.viaWorker(count, type);
  while (window.bench.unacknowledged() > 0) await yieldTask();
  const ms = performance.now() - start;
  channel.port1.close();
  return ms;
}

/**
 * For each size, `runs` hand-overs `pauseMs` apart after `warmup` left out: the median and quartiles of the
 * time until acknowledged, in ms. `setRate` sets the CPU throttling the page runs under.
 */
export async function measurePersistLatency(page, { sizes, runs, warmup, pauseMs, typePrefix }) {
  const result = {};
  for (const count of sizes) {
    const samples = [];
    for (let run = 0; run < warmup + runs; run++) {
      const ms = await page.evaluate(timeUntilAcknowledged, { count, type: `${typePrefix}-${count}` });
      if (run >= warmup) samples.push(ms);
      await page.waitForTimeout(pauseMs);
    }
    result[`records${count}`] = { medianMs: round(median(samples)), quartilesMs: [round(quantile(samples, 0.25)), round(quantile(samples, 0.75))], maxMs: round(Math.max(...samples)) };
  }
  return result;
}
