// Probe, run by hand (not by `npm run bench`): what bundling the worker's replies to hand-overs
// (bundleCallReplies, REPLY_INTERVAL_MS) saves the page's main thread when records stream in, ten a frame.
//   node bench/probes/replyBundling.mjs            (ROUNDS, RATE: CPU throttling, 4 by default)
// On the pipeline bench's page (the real facade and worker), in turns (bench/lib/streamInTurns.mjs):
// - bundled: as built, replies at most one message every REPLY_INTERVAL_MS;
// - unbundled: the same worker, its clock (performance.now, which only the bundler reads) moved on 10 000 s at
//   every reading, so every reply leaves at once, as Comlink's expose() sends it;
// - makeOnly: the same payloads made for nobody (the caller's own share).
// Prints the medians, the per-round differences and how many messages the worker posted per mode. Since the
// facade's hand-over interval (HANDOVER_INTERVAL_MS) the page hands over about 18 times per 1000 records
// in the first place, so there are fewer replies to bundle than when this was first measured.
import { withPipelinePage } from '../lib/buildPipelinePage.mjs';
import { measureTasks, streamInTurns, summariseInTurns } from '../lib/streamInTurns.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 14);
const RATE = Number(process.env.RATE ?? 4);
await withPipelinePage(async ({ context, page, telemetryWorker }) => {
  // Count the worker's messages; in unbundled mode its clock jumps at every reading (and stays ahead after,
  // so it never goes back).
  await telemetryWorker().evaluate(() => {
    self.probe = { posts: 0, bundled: true, ahead: 0 };
    const post = self.postMessage.bind(self);
    self.postMessage = (...args) => (self.probe.posts++, post(...args));
    const now = performance.now.bind(performance);
    performance.now = () => now() + (self.probe.bundled ? self.probe.ahead : (self.probe.ahead += 1e7));
  });
  const { taskMs, throttle } = await measureTasks(context, page);
  await throttle(RATE);
  const result = await streamInTurns({
    rounds: ROUNDS,
    modes: ['bundled', 'unbundled', 'makeOnly'],
    start: async (mode) => {
      if (mode !== 'makeOnly')
        await telemetryWorker().evaluate(
          (bundled) => Object.assign(self.probe, { bundled, posts: 0 }),
          mode === 'bundled',
        );
      return { page, taskMs };
    },
    count: () => telemetryWorker().evaluate(() => self.probe.posts),
  });
  const { taskMsPer1000, differenceMsPer1000, differencePerRound, countedPer1000 } = summariseInTurns(
    result,
    'unbundled',
    'bundled',
  );
  console.log(
    JSON.stringify({
      rate: RATE,
      taskMsPer1000,
      savedMsPer1000: differenceMsPer1000,
      savedPerRound: differencePerRound,
      workerMessagesPer1000: countedPer1000,
    }),
  );
});
