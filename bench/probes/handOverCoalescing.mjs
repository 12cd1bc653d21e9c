// Probe, run by hand (not by `npm run bench`): what handing over at most every HANDOVER_INTERVAL_MS saves the
// page's main thread when records stream in, ten a frame.
//   node bench/probes/handOverCoalescing.mjs            (ROUNDS, RATE: CPU throttling, 4 by default)
// The pipeline bench page built twice: as built (coalesced), and with HANDOVER_INTERVAL_MS replaced by 0
// (everyTask: every task's records handed over at its end, as before 2026-11-24). Each in a page of its own,
// in turns with the payloads made for nobody (bench/lib/streamInTurns.mjs). Only the page being measured is
// throttled: at 4x Chromium's throttler keeps a page's main thread busy even when idle, and two throttled
// pages took both vCPUs. Prints the medians, the per-round differences and the hand-overs the worker
// received per mode.
import { startBenchServer, launchBenchBrowser } from '../lib/benchServer.mjs';
import { buildPipelinePage, openPipelinePage } from '../lib/buildPipelinePage.mjs';
import { measureTasks, streamInTurns, summariseInTurns } from '../lib/streamInTurns.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 14);
const RATE = Number(process.env.RATE ?? 4);
const everyTask = {
  name: 'hand-over-every-task',
  transform: (code, id) =>
    id.endsWith('/src/shared/telemetry/pipelineLimits.ts')
      ? code.replace(/export const HANDOVER_INTERVAL_MS = \d+;/, 'export const HANDOVER_INTERVAL_MS = 0;')
      : null,
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
      self.addEventListener(
        'message',
        ({ data }) => void (data?.type === 'APPLY' && data.path?.[0] === 'accept' && self.handOvers++),
      );
    });
    return { page, telemetryWorker, ...(await measureTasks(context, page)) };
  };
  const pages = { coalesced: await open(coalescedOut), everyTask: await open(everyTaskOut) };
  const pageOf = (mode) => pages[mode === 'makeOnly' ? 'coalesced' : mode];
  const result = await streamInTurns({
    rounds: ROUNDS,
    modes: ['coalesced', 'everyTask', 'makeOnly'],
    start: async (mode) => {
      const measured = pageOf(mode);
      for (const other of Object.values(pages)) await other.throttle(other === measured ? RATE : 1);
      if (mode !== 'makeOnly') await measured.telemetryWorker().evaluate(() => (self.handOvers = 0));
      await measured.page.waitForTimeout(200);
      return measured;
    },
    count: (mode) =>
      pageOf(mode)
        .telemetryWorker()
        .evaluate(() => self.handOvers),
  });
  const { taskMsPer1000, differenceMsPer1000, differencePerRound, countedPer1000 } = summariseInTurns(
    result,
    'everyTask',
    'coalesced',
  );
  console.log(
    JSON.stringify({
      rate: RATE,
      taskMsPer1000,
      savedMsPer1000: differenceMsPer1000,
      savedPerRound: differencePerRound,
      handOversPer1000: countedPer1000,
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
