// Probe, run by hand (not by `npm run bench`): where the facade's call of 1000 records goes
// (docs/telemetry-performance.md, "The main-thread target").
//   node bench/probes/splitCall.mjs            (ROUNDS, GAP_MS, LOOP)
// It serves the bench page (bench/pipeline/entry.ts) as bench/probes/quietCall.mjs does, with no DevTools
// metrics, and times two ways, per 1000 records:
// - single: one call per task, GAP_MS after the last, in turns, ROUNDS rounds at 4x (medians and quartiles),
//   as the bench times the facade: each call is the first work after an idle spell;
// - warm: LOOP calls back to back in one task, after 50 left out, unthrottled and at 4x (mean per call):
//   what the same work costs with its code and data hot.
// The parts: makeOnly (the caller's payloads), stampOnly (made and stamped into a batch as the facade does,
// with no hand-over), postStampedEarlier (a batch stamped earlier, posted as the facade's Comlink call to a
// worker that only receives it), postStringsEarlier (its 1000 distinct strings alone, posted the same way),
// postNothing (that call with no records); beside them viaWorker (the facade), postOnly (the floor) and
// postSmall (the reference).
import { withPipelinePage } from '../lib/buildPipelinePage.mjs';
import { median, quantile } from '../lib/stats.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 61);
const GAP_MS = Number(process.env.GAP_MS ?? 400);
const LOOP = Number(process.env.LOOP ?? 200);
const PARTS = [
  'makeOnly',
  'stampOnly',
  'postStampedEarlier',
  'postStringsEarlier',
  'postNothing',
  'postOnly',
  'postSmall',
];
const round = (n) => Math.round(n * 1000) / 1000;

await withPipelinePage(async ({ context, page }) => {
  const cdp = await context.newCDPSession(page);
  const warm = {};
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    warm[`${rate}x`] = await page.evaluate(
      async ({ parts, loop }) => {
        const out = {};
        for (const part of parts) {
          for (let i = 0; i < 50; i++) window.bench[part](1000);
          await new Promise((resolve) => setTimeout(resolve, 300));
          const start = performance.now();
          for (let i = 0; i < loop; i++) window.bench[part](1000);
          out[part] = (performance.now() - start) / loop;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        return out;
      },
      { parts: PARTS, loop: LOOP },
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const single = await page.evaluate(
    async ({ parts, rounds, gap }) => {
      const modes = ['viaWorker', ...parts];
      const out = Object.fromEntries(modes.map((mode) => [mode, []]));
      for (let run = 0; run < rounds + 3; run++) {
        for (const mode of modes) {
          await new Promise((resolve) => setTimeout(resolve, gap));
          const start = performance.now();
          window.bench[mode](1000, `split-${run}`);
          // The facade hands over in a microtask of the same task.
          await Promise.resolve();
          if (run >= 3) out[mode].push(performance.now() - start);
        }
      }
      return out;
    },
    { parts: PARTS, rounds: ROUNDS, gap: GAP_MS },
  );
  const summary = Object.fromEntries(
    Object.entries(single).map(([mode, samples]) => [
      mode,
      {
        medianMs: round(median(samples)),
        quartilesMs: [round(quantile(samples, 0.25)), round(quantile(samples, 0.75))],
      },
    ]),
  );
  const warmMs = Object.fromEntries(
    Object.entries(warm).map(([rate, parts]) => [
      rate,
      Object.fromEntries(Object.entries(parts).map(([part, ms]) => [part, round(ms)])),
    ]),
  );
  console.log(
    JSON.stringify(
      { perCallOf1000: { singleAt4x: summary, warmMean: warmMs }, rounds: ROUNDS, gapMs: GAP_MS, loop: LOOP },
      null,
      2,
    ),
  );
});
