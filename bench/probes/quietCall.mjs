// Probe, run by hand (not by `npm run bench`): the facade's call, the floor and the issue's reference on a
// quiet page (docs/telemetry-performance.md, "The main-thread target").
//   node bench/probes/quietCall.mjs            (RATE=4 by default, ROUNDS, GAP_MS)
// It serves the build in dist (`npm run build`), or DIST_DIR=.tmp/dist-bench after `npm run bench`.
// The bench page (bench/pipeline/entry.ts: the real facade and worker) at RATE x CPU throttling, with no
// DevTools metrics collected and GAP_MS between calls, so the worker has persisted and sent one call's
// records before the next call starts and nothing of the pipeline competes with it for the 2 vCPUs. In turns,
// ROUNDS times, timed in the page; medians per call of 1000 records:
// - viaWorker: the facade's call (make 1000 records and hand them over, its microtask included);
// - floor: the same payloads made and posted as objects in one message to a worker that reads them;
// - reference: 1000 `{ i }` made and posted, the issue's reference (about 0.7 ms at 4x when it was written).
// `npm run bench -- pipeline` times the same calls with DevTools metrics on and each call followed at once by
// the next variant's, its worker still at work: the figures there are higher on a busy 2-vCPU machine.
import { withPipelinePage } from '../lib/buildPipelinePage.mjs';
import { median, quantile } from '../lib/stats.mjs';

const RATE = Number(process.env.RATE ?? 4);
const ROUNDS = Number(process.env.ROUNDS ?? 61);
const GAP_MS = Number(process.env.GAP_MS ?? 400);
const round = (n) => Math.round(n * 100) / 100;

await withPipelinePage(async ({ context, page }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const ms = await page.evaluate(async ({ rounds, gap }) => {
    const modes = {
      viaWorker: async (run) => {
        const start = performance.now();
        window.bench.viaWorker(1000, `quiet-${run}`);
        await Promise.resolve();
        return performance.now() - start;
      },
      floor: async () => {
        const start = performance.now();
        window.bench.postOnly(1000);
        return performance.now() - start;
      },
      reference: async () => {
        const start = performance.now();
        window.bench.postSmall(1000);
        return performance.now() - start;
      },
    };
    const out = Object.fromEntries(Object.keys(modes).map((mode) => [mode, []]));
    for (let run = 0; run < rounds + 3; run++) {
      for (const mode in modes) {
        await new Promise((resolve) => setTimeout(resolve, gap));
        const taken = await modes[mode](run);
        if (run >= 3) out[mode].push(taken);
      }
    }
    return out;
  }, { rounds: ROUNDS, gap: GAP_MS });
  const summary = Object.fromEntries(Object.entries(ms).map(([mode, samples]) => [mode, { medianMs: round(median(samples)), quartilesMs: [round(quantile(samples, 0.25)), round(quantile(samples, 0.75))] }]));
  console.log(JSON.stringify({ cpuThrottling: RATE, rounds: ROUNDS, gapMs: GAP_MS, perCallOf1000: summary, issueReferenceMs: 0.7 }, null, 2));
});
