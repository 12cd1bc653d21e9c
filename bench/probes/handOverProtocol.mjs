// Probe, run by hand: the hand-over's own protocol (createHandOverCall) against Comlink's wrap() for the
// same call, at 4x CPU throttling (docs/telemetry.md, "The worker protocol").
//   node bench/probes/handOverProtocol.mjs       (ROUNDS, GAP_MS)
// Each call is the first work of its task after GAP_MS, in turns, ROUNDS rounds: a batch of 1000 records
// stamped earlier, and an empty call (what a task of one record pays beyond its record), each both ways,
// to a worker that only receives them. Prints medians and quartiles in ms per call.
import { withPipelinePage } from '../lib/buildPipelinePage.mjs';
import { median, quantile } from '../lib/stats.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 41);
const GAP_MS = Number(process.env.GAP_MS ?? 200);
const MODES = ['postStampedEarlier', 'wrapStampedEarlier', 'postNothing', 'wrapNothing'];
const round = (n) => Math.round(n * 1000) / 1000;

await withPipelinePage(async ({ context, page }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const samples = await page.evaluate(
    async ({ modes, rounds, gap }) => {
      const out = Object.fromEntries(modes.map((mode) => [mode, []]));
      for (let run = 0; run < rounds + 3; run++) {
        for (const mode of modes) {
          await new Promise((resolve) => setTimeout(resolve, gap));
          const start = performance.now();
          window.bench[mode]();
          if (run >= 3) out[mode].push(performance.now() - start);
        }
      }
      return out;
    },
    { modes: MODES, rounds: ROUNDS, gap: GAP_MS },
  );
  const summary = Object.fromEntries(
    Object.entries(samples).map(([mode, values]) => [
      mode,
      { median: round(median(values)), quartiles: [quantile(values, 0.25), quantile(values, 0.75)].map(round) },
    ]),
  );
  console.log(JSON.stringify({ cpuThrottling: 4, rounds: ROUNDS, gapMs: GAP_MS, ...summary }));
});
