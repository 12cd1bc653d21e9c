// The facade's call, the floor and the reference timed as a visitor's page makes its calls: one page
// script runs them in turns, each the first work of its task after `gapMs` idle (long enough for the worker
// to persist and send one call's 1000 records before the next call), timed in the page, with no DevTools
// command between calls. Used by `npm run bench -- pipeline` (its `quietCall` figures) and by
// bench/probes/quietCall.mjs. Returns the samples of each, in ms per call of `count` records:
// - viaWorker: the facade's call (make the records and hand them over, its microtask included);
// - floor: the same payloads made and posted as objects in one message to a worker that reads them;
// - reference: `count` `{ i }` made and posted, the reference (about 0.7 ms at 4x when it was written).
export async function timeQuietCalls(page, { rounds, gapMs, warmup = 3, count = 1000, type = 'quiet' }) {
  return page.evaluate(
    async ({ rounds, gapMs, warmup, count, type }) => {
      const modes = {
        viaWorker: async () => {
          const start = performance.now();
          window.bench.viaWorker(count, type);
          await Promise.resolve();
          return performance.now() - start;
        },
        floor: async () => {
          const start = performance.now();
          window.bench.postOnly(count);
          return performance.now() - start;
        },
        reference: async () => {
          const start = performance.now();
          window.bench.postSmall(count);
          return performance.now() - start;
        },
      };
      const out = Object.fromEntries(Object.keys(modes).map((mode) => [mode, []]));
      for (let run = 0; run < rounds + warmup; run++) {
        for (const mode in modes) {
          await new Promise((resolve) => setTimeout(resolve, gapMs));
          const taken = await modes[mode]();
          if (run >= warmup) out[mode].push(taken);
        }
      }
      return out;
    },
    { rounds, gapMs, warmup, count, type },
  );
}
