// Probe, run by hand (not by `npm run bench`): the facade's call, the floor and the issue's reference on a
// quiet page (docs/telemetry-performance.md, "The main-thread target").
//   node bench/probes/quietCall.mjs            (RATE=4 by default, ROUNDS, GAP_MS)
// It serves the build in dist (`npm run build`), or DIST_DIR=.tmp/dist-bench after `npm run bench`.
// The bench page (bench/pipeline/entry.ts: the real facade and worker) at RATE x CPU throttling, its calls timed
// by bench/lib/timeQuietCalls.mjs (the facade, the floor and the issue's reference, in turns, ROUNDS times,
// GAP_MS apart): medians and quartiles per call of 1000 records. `npm run bench -- pipeline` prints the same
// figures (`quietCall`) beside its calls timed one page.evaluate each. METRICS=1 turns DevTools' Performance
// domain on, as the bench has it for its other figures (it moved these by 0.1 ms on 2026-11-26).
import { withPipelinePage } from '../lib/buildPipelinePage.mjs';
import { timeQuietCalls } from '../lib/timeQuietCalls.mjs';
import { median, quantile } from '../lib/stats.mjs';

const RATE = Number(process.env.RATE ?? 4);
const ROUNDS = Number(process.env.ROUNDS ?? 61);
const GAP_MS = Number(process.env.GAP_MS ?? 400);
const round = (n) => Math.round(n * 100) / 100;

await withPipelinePage(async ({ context, page }) => {
  const cdp = await context.newCDPSession(page);
  if (process.env.METRICS === '1') await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const ms = await timeQuietCalls(page, { rounds: ROUNDS, gapMs: GAP_MS });
  const summary = Object.fromEntries(
    Object.entries(ms).map(([mode, samples]) => [
      mode,
      {
        medianMs: round(median(samples)),
        quartilesMs: [round(quantile(samples, 0.25)), round(quantile(samples, 0.75))],
      },
    ]),
  );
  console.log(
    JSON.stringify(
      { cpuThrottling: RATE, rounds: ROUNDS, gapMs: GAP_MS, perCallOf1000: summary, issueReferenceMs: 0.7 },
      null,
      2,
    ),
  );
});
