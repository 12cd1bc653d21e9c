// How long records wait between the facade's hand-over and the worker's acknowledgement that they are
// persisted (issue 3: the worker persists what it receives "within a frame"). The acknowledgement arrives
// after the message reached the worker, the worker's ACCEPT_DEFER_MS, the records' expansion, the
// IndexedDB transaction's commit, and the reply's trip back, so it bounds receive-to-persisted from above.
// Timed in the page: the task that makes the records starts the clock, and the page then yields one task
// at a time (a MessageChannel post, so the reply's task is not held behind timers) until the facade holds
// nothing unacknowledged. Timed in the worker as well: from taking up the message to the first IndexedDB put,
// and to that transaction's commit (what "persisted" means).
import { median, quantile } from './stats.mjs';

const round = (n, d = 1) => Number(n.toFixed(d));

/** Runs in the page: one hand-over of `count` records, and the time until it is acknowledged. */
async function timeUntilAcknowledged({ count, type }) {
  const channel = new MessageChannel();
  const yieldTask = () =>
    new Promise((resolve) => {
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
 * Runs in the telemetry worker (Playwright's worker.evaluate): notes, on its own clock, when a message
 * arrives, when the first IndexedDB put is made and when a read-write transaction completes, so that the
 * time from receiving a hand-over to its records being committed is read inside the worker itself.
 */
function installWorkerProbe() {
  if (self.benchPersistLog) return;
  const log = (self.benchPersistLog = []);
  // After Comlink's own listener, in the same task: the time the message was taken up.
  self.addEventListener('message', () => log.push(['received', performance.now()]));
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    log.push(['put', performance.now()]);
    return put.apply(this, args);
  };
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (...args) {
    const opened = transaction.apply(this, args);
    if (args[1] === 'readwrite') opened.addEventListener('complete', () => log.push(['committed', performance.now()]));
    return opened;
  };
}

/** From the worker's log of one hand-over: ms from receiving it to the first put, and to that write's commit. */
function readWorkerLog(log) {
  const received = log.find(([what]) => what === 'received')?.[1];
  const put = log.find(([what]) => what === 'put')?.[1];
  const committed = log.find(([what, at]) => what === 'committed' && put !== undefined && at >= put)?.[1];
  if (received === undefined || put === undefined || committed === undefined) return null;
  return { toPut: put - received, toCommitted: committed - received };
}

const summary = (samples) => ({
  medianMs: round(median(samples)),
  quartilesMs: [round(quantile(samples, 0.25)), round(quantile(samples, 0.75))],
  maxMs: round(Math.max(...samples)),
});

/**
 * For each size, `runs` hand-overs `pauseMs` apart after `warmup` left out: the time until the page holds
 * the acknowledgement and, read in `worker` (the page's telemetry worker), from receiving the hand-over to
 * the first write and to its commit; median, quartiles and max, in ms.
 */
export async function measurePersistLatency(page, worker, { sizes, runs, warmup, pauseMs, typePrefix }) {
  await worker.evaluate(installWorkerProbe);
  const result = {};
  for (const count of sizes) {
    const acknowledged = [];
    const toPut = [];
    const toCommitted = [];
    for (let run = 0; run < warmup + runs; run++) {
      const ms = await page.evaluate(timeUntilAcknowledged, { count, type: `${typePrefix}-${count}` });
      await page.waitForTimeout(pauseMs);
      // The worker's own times come from a hand-over of their own, with the page idle after it: the page's
      // yielding above keeps a core busy, and on 2 vCPUs that slows the worker it waits for.
      await worker.evaluate(() => (self.benchPersistLog.length = 0));
      await page.evaluate(({ count, type }) => window.bench.viaWorker(count, type), {
        count,
        type: `${typePrefix}-${count}`,
      });
      await page.waitForTimeout(pauseMs);
      const inWorker = readWorkerLog(await worker.evaluate(() => self.benchPersistLog));
      if (run >= warmup) {
        acknowledged.push(ms);
        if (inWorker) {
          toPut.push(inWorker.toPut);
          toCommitted.push(inWorker.toCommitted);
        }
      }
    }
    result[`records${count}`] = {
      ...summary(acknowledged),
      receivedToFirstPut: summary(toPut),
      receivedToCommitted: summary(toCommitted),
    };
  }
  return result;
}
