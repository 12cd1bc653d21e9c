// Probe, run by hand (not by `npm run bench`): what handing over at most every HANDOVER_INTERVAL_MS saves the
// page's main thread when records stream in, ten a frame.
//   node bench/probes/handOverCoalescing.mjs            (ROUNDS, RATE: CPU throttling, 4 by default)
// The pipeline bench page built twice: as built, and with HANDOVER_INTERVAL_MS replaced by 0 (every task's
// records handed over at its end, as before 2026-11-24). Each in a page of its own, modes in turns, ROUNDS
// times (the first two left out): 1000 records made ten per task every 16 ms, and Chromium's TaskDuration of
// that page's main thread over the loop and 400 ms more; and the same loop making the payloads for nobody.
// Only the page being measured is throttled. Prints the medians, the per-round differences and the
// hand-overs the worker received per mode.
import { startBenchServer, launchBenchBrowser } from '../lib/benchServer.mjs';
import { buildPipelinePage, openPipelinePage } from '../lib/buildPipelinePage.mjs';
import { median } from '../lib/stats.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 14);
const RATE = Number(process.env.RATE ?? 4);
const everyTask = {
  name: 'hand-over-every-task',
  transform: (code, id) => (id.endsWith('/src/shared/telemetry/pipelineLimits.ts') ? code.replace(/export const HANDOVER_INTERVAL_MS = \d+;/, 'export const HANDOVER_INTERVAL_MS = 0;') : null),
};
const coalescedOut = await buildPipelinePage();
const everyTaskOut = await buildPipelinePage({ folder: 'bench-pipeline-every-task', plugins: [everyTask] });
const server = await startBenchServer();
const browser = await launchBenchBrowser();
try {
  const open = async (outDir) => {
    const { context, page, telemetryWorker } = await openPipelinePage(browser, server.url, outDir);
    await telemetryWorker().evaluate(() => {
      self.handOvers = 0;
      self.addEventListener('message', ({ data }) => void (data?.type === 'APPLY' && data.path?.[0] === 'accept' && self.handOvers++));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskMs = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
    // At 4x Chromium's throttler keeps a page's main thread busy even when idle, so only the page being
    // measured is throttled: two throttled pages would take both vCPUs.
    const throttle = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return { page, telemetryWorker, taskMs, throttle };
  };
  const pages = { coalesced: await open(coalescedOut), everyTask: await open(everyTaskOut) };
  const modes = ['coalesced', 'everyTask', 'makeOnly'];
  const taskTimes = Object.fromEntries(modes.map((mode) => [mode, []]));
  const handOvers = { coalesced: [], everyTask: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of modes) {
      const { page, telemetryWorker, taskMs } = pages[mode === 'makeOnly' ? 'coalesced' : mode];
      for (const other of Object.values(pages)) await other.throttle(other.page === page ? RATE : 1);
      await page.waitForTimeout(200);
      if (mode !== 'makeOnly') await telemetryWorker().evaluate(() => (self.handOvers = 0));
      const before = await taskMs();
      await page.evaluate(async (mode) => {
        for (let made = 0; made < 1000; made += 10) {
          if (mode === 'makeOnly') window.bench.makeOnly(10);
          else window.bench.viaWorker(10, 'hand-over-coalescing');
          await new Promise((resolve) => setTimeout(resolve, 16));
        }
      }, mode);
      await page.waitForTimeout(400);
      const ms = (await taskMs()) - before;
      if (round >= 2) {
        taskTimes[mode].push(ms);
        if (mode !== 'makeOnly') handOvers[mode].push(await telemetryWorker().evaluate(() => self.handOvers));
      }
      // Let the worker's round for these records end before the next mode.
      await page.waitForTimeout(4000);
    }
  }
  const round2 = (n) => Number(n.toFixed(2));
  console.log(JSON.stringify({
    rate: RATE,
    taskMsPer1000: Object.fromEntries(modes.map((mode) => [mode, round2(median(taskTimes[mode]))])),
    savedMsPer1000: round2(median(taskTimes.everyTask.map((ms, i) => ms - taskTimes.coalesced[i]))),
    savedPerRound: taskTimes.everyTask.map((ms, i) => round2(ms - taskTimes.coalesced[i])),
    handOversPer1000: { coalesced: median(handOvers.coalesced), everyTask: median(handOvers.everyTask) },
  }));
} finally {
  await browser.close();
  await server.stop();
}
