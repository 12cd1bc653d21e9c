// Probe, run by hand (not by `npm run bench`): what bundling the worker's replies to hand-overs
// (bundleCallReplies, REPLY_INTERVAL_MS) saves the page's main thread when records stream in, ten a frame.
//   node bench/probes/replyBundling.mjs            (ROUNDS, RATE: CPU throttling, 4 by default)
// On the pipeline bench's page (the real facade and worker), modes in turns, ROUNDS times (the first two
// left out): 1000 records made ten per task every 16 ms, and Chromium's TaskDuration of the page's main
// thread over the loop and 400 ms more:
// - bundled: as built, replies at most one message every REPLY_INTERVAL_MS;
// - unbundled: the same worker, its clock (performance.now, which only the bundler reads) moved on 10 000 s at
//   every reading, so every reply leaves at once, as Comlink's expose() sends it;
// - makeOnly: the same payloads made for nobody (the caller's own share).
// Prints the medians, the per-round differences and how many messages the worker posted per mode.
import { startBenchServer, launchBenchBrowser } from '../lib/benchServer.mjs';
import { buildPipelinePage, openPipelinePage } from '../lib/buildPipelinePage.mjs';
import { median } from '../lib/stats.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 14);
const RATE = Number(process.env.RATE ?? 4);
const benchOut = await buildPipelinePage();
const server = await startBenchServer();
const browser = await launchBenchBrowser();
try {
  const { context, page, telemetryWorker } = await openPipelinePage(browser, server.url, benchOut);
  // Count the worker's messages; in unbundled mode its clock jumps at every reading (and stays ahead after,
  // so it never goes back).
  await telemetryWorker().evaluate(() => {
    self.probe = { posts: 0, bundled: true, ahead: 0 };
    const post = self.postMessage.bind(self);
    self.postMessage = (...args) => (self.probe.posts++, post(...args));
    const now = performance.now.bind(performance);
    performance.now = () => now() + (self.probe.bundled ? self.probe.ahead : (self.probe.ahead += 1e7));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const taskMs = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
  const modes = ['bundled', 'unbundled', 'makeOnly'];
  const taskTimes = Object.fromEntries(modes.map((mode) => [mode, []]));
  const posts = { bundled: [], unbundled: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of modes) {
      if (mode !== 'makeOnly') await telemetryWorker().evaluate((bundled) => Object.assign(self.probe, { bundled, posts: 0 }), mode === 'bundled');
      const before = await taskMs();
      await page.evaluate(async (mode) => {
        for (let made = 0; made < 1000; made += 10) {
          if (mode === 'makeOnly') window.bench.makeOnly(10);
          else window.bench.viaWorker(10, 'reply-bundling');
          await new Promise((resolve) => setTimeout(resolve, 16));
        }
      }, mode);
      await page.waitForTimeout(400);
      const ms = (await taskMs()) - before;
      if (round >= 2) {
        taskTimes[mode].push(ms);
        if (mode !== 'makeOnly') posts[mode].push(await telemetryWorker().evaluate(() => self.probe.posts));
      }
      // Let the worker's round for these records end before the next mode.
      await page.waitForTimeout(4000);
    }
  }
  const round2 = (n) => Number(n.toFixed(2));
  console.log(JSON.stringify({
    rate: RATE,
    taskMsPer1000: Object.fromEntries(modes.map((mode) => [mode, round2(median(taskTimes[mode]))])),
    savedMsPer1000: round2(median(taskTimes.unbundled.map((ms, i) => ms - taskTimes.bundled[i]))),
    savedPerRound: taskTimes.unbundled.map((ms, i) => round2(ms - taskTimes.bundled[i])),
    workerMessagesPer1000: { bundled: median(posts.bundled), unbundled: median(posts.unbundled) },
  }));
} finally {
  await browser.close();
  await server.stop();
}
