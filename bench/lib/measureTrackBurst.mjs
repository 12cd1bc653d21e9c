// The issue's own measurement of `window.SiteRuntime.track`: a page of the demo site served by the built
// server, with the real runtime and its collectors, at 4x CPU throttling. Three modes run in turns, one of
// each per round, so a slow spell of the shared machine falls on all of them alike:
// - track: 1000 `window.SiteRuntime.track(name, { phase, i })` calls in one task;
// - floor: the same 1000 small objects stamped (seq, time, path) and posted to an idle worker in one message;
// - idle: nothing, in a window as long as the other two.
// For each: the synchronous call (through the microtask that hands the records over, so its post is
// counted), and Chromium's TaskDuration over the burst plus `settleMs`, less the idle window's of that round.
import { median, quantile } from './stats.mjs';

const round2 = (n) => Number(n.toFixed(2));
const spread = (samples) => ({
  median: round2(median(samples)),
  quartiles: [quantile(samples, 0.25), quantile(samples, 0.75)].map(round2),
});

// Installs window.benchTrack on the page: the three modes, and the floor's idle worker.
function installModes() {
  const idle = new Worker(
    URL.createObjectURL(
      new Blob(['onmessage = (event) => void event.data.records.length;'], { type: 'text/javascript' }),
    ),
  );
  let seq = 0;
  window.benchTrack = {
    // The floor: what any hand-over to a worker pays, with no facade: stamp, collect, post in one message.
    floor(count, name, phase) {
      const time = Date.now();
      const records = [];
      for (let i = 0; i < count; i++) records.push({ seq: seq++, time, name, data: { phase, i } });
      queueMicrotask(() => idle.postMessage({ pagePath: location.pathname, records }));
    },
    track(count, name, phase) {
      for (let i = 0; i < count; i++) window.SiteRuntime.track(name, { phase, i });
    },
    idle() {},
  };
}

const warmUp = () => window.SiteRuntime.track('bench-warmup', { phase: 'warmup', i: 0 });

/**
 * Opens `url` throttled over Playwright and waits for the runtime's collectors and telemetry worker; returns
 * the page's handles. Playwright enables DevTools' Network domain for the page and its workers, so each
 * request the telemetry worker sends also costs the page's main thread DevTools tasks (about 2 ms a request
 * at 4x, traced by bench/probes/trackBurstTrace.mjs) that no visitor's page runs: openTrackPageOverPipe
 * measures without them.
 */
export async function openTrackPage(browser, url, { rate = 4 } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  const telemetryWorker = () => page.workers().find((w) => !w.url().startsWith('blob:'));
  for (let i = 0; i < 400 && !telemetryWorker(); i++) await page.waitForTimeout(50);
  if (!telemetryWorker()) throw new Error('the telemetry worker did not start');
  // The collectors load at the same idle moment as the worker; one call warms every path a burst takes.
  await page.evaluate(warmUp);
  await page.waitForTimeout(1000);
  await page.evaluate(installModes);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const taskMs = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
  return { close: () => context.close(), page, taskMs };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The same page driven over a bare DevTools pipe (launchChromiumOverPipe.mjs): nothing enabled but the
 * Performance domain, as a visitor's browser runs it. Returns the handles openTrackPage does.
 */
export async function openTrackPageOverPipe(chromium, url, { rate = 4 } = {}) {
  const { targetId } = await chromium.send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await chromium.send('Target.attachToTarget', { targetId, flatten: true });
  const send = (method, params) => chromium.send(method, params, sessionId);
  await send('Page.enable');
  const loaded = chromium.once('Page.loadEventFired');
  await send('Page.navigate', { url });
  await loaded;
  const page = {
    evaluate: async (fn, arg) => {
      const expression = `(${fn.toString()})(${JSON.stringify(arg)})`;
      const { result, exceptionDetails } = await send('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      });
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      return result.value;
    },
    waitForTimeout: sleep,
  };
  const hasWorker = async () =>
    (await chromium.send('Target.getTargets')).targetInfos.some(
      (t) => t.type === 'worker' && !t.url.startsWith('blob:'),
    );
  for (let i = 0; i < 400 && !(await hasWorker()); i++) await sleep(50);
  if (!(await hasWorker())) throw new Error('the telemetry worker did not start');
  await page.evaluate(warmUp);
  await sleep(1000);
  await page.evaluate(installModes);
  await send('Performance.enable');
  await send('Emulation.setCPUThrottlingRate', { rate });
  const taskMs = async () =>
    (await send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
  return { close: () => chromium.send('Target.closeTarget', { targetId }), page, taskMs };
}

/**
 * Runs `rounds` rounds (after `warmup` more) of track, floor and idle, each a burst of `count` and a window
 * of `settleMs` after it. Returns the per-mode figures and the two ratios the issue sets (at most 2 each).
 */
export async function measureTrackBurst(
  { page, taskMs },
  { rounds, warmup = 2, count = 1000, settleMs = 6000, log = () => {} },
) {
  const samples = { track: [], floor: [], idle: [] };
  for (let r = 0; r < warmup + rounds; r++) {
    for (const mode of ['track', 'floor', 'idle']) {
      const before = await taskMs();
      const callMs = await page.evaluate(
        async ({ mode, count, phase }) => {
          const start = performance.now();
          window.benchTrack[mode](count, 'bench', phase);
          await Promise.resolve();
          return performance.now() - start;
        },
        { mode, count, phase: `r${r}` },
      );
      await page.waitForTimeout(settleMs);
      const tasks = (await taskMs()) - before;
      if (r >= warmup) samples[mode].push({ callMs, tasks });
    }
    if (r >= warmup) {
      const last = (mode) => samples[mode].at(-1);
      log(
        `round ${r - warmup}: call track ${last('track').callMs.toFixed(1)} floor ${last('floor').callMs.toFixed(1)};`,
        `tasks track ${last('track').tasks.toFixed(1)} floor ${last('floor').tasks.toFixed(1)} idle ${last('idle').tasks.toFixed(1)}`,
      );
    }
  }
  const calls = (mode) => samples[mode].map((s) => s.callMs);
  // Each mode's window less the idle window of the same round.
  const tasksOverIdle = (mode) => samples[mode].map((s, i) => s.tasks - samples.idle[i].tasks);
  const track = { callMsPer1000: spread(calls('track')), taskMsOverIdle: spread(tasksOverIdle('track')) };
  const floor = { callMsPer1000: spread(calls('floor')), taskMsOverIdle: spread(tasksOverIdle('floor')) };
  // Ratios of medians, and the median of the per-round ratios (same round, same spell of the machine).
  const perRound = (values, floors) => round2(median(values.map((v, i) => v / Math.max(0.01, floors[i]))));
  return {
    records: count,
    rounds,
    settleMs,
    track,
    floor,
    idleTaskMs: spread(samples.idle.map((s) => s.tasks)),
    callRatio: round2(track.callMsPer1000.median / floor.callMsPer1000.median),
    callRatioPerRound: perRound(calls('track'), calls('floor')),
    taskRatio: round2(track.taskMsOverIdle.median / Math.max(0.01, floor.taskMsOverIdle.median)),
    taskRatioPerRound: perRound(tasksOverIdle('track'), tasksOverIdle('floor')),
    targets: { callRatioAtMost: 2, taskRatioAtMost: 2 },
  };
}
