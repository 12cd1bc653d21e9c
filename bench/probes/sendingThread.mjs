// Probe, run by hand (not by `npm run bench`): what one keepalive POST costs the page's main thread, by
// which thread makes it. Answers "would the service worker sending, instead of the page's worker, bring
// the main thread's time down?" (docs/telemetry-performance.md, "The main-thread target").
//   node bench/probes/sendingThread.mjs            (RATE=4 for 4x CPU throttling, ROUNDS, N)
// Each mode runs N requests (or messages) 150 ms apart, in turns with the others, ROUNDS times; prints the
// page's main-thread task time (Chromium's TaskDuration) per mode and round, then the medians per request:
// - worker: the page's dedicated worker fetches (what the pipeline does), beside workerLoop, the same
//   worker loop without fetches; workerPlain: the same fetches without keepalive;
// - pageToSw: the page posts 10 KB to its service worker, which fetches, beside pageToSwNoFetch (the
//   same post, no fetch) and pageLoop (the page's loop without posts). A dedicated worker cannot reach the
//   service worker itself: `navigator.serviceWorker` does not exist there (checked, printed as `info`);
// - viaSharedWorker: the page's dedicated worker posts the body over a MessagePort (set up once, at load)
//   to a SharedWorker of the page's, which fetches with keepalive; the page's main thread takes no part.
import { median } from '../lib/stats.mjs';
import { openProbePage } from './openProbePage.mjs';

const N = Number(process.env.N ?? 20);
const RATE = Number(process.env.RATE ?? 1);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const files = {
  '/': [
    'text/html',
    `<!doctype html><title>probe</title><script>
    navigator.serviceWorker.register('/sw.js');
    window.ready = navigator.serviceWorker.ready.then(() => new Promise((r) => navigator.serviceWorker.controller ? r() : navigator.serviceWorker.addEventListener('controllerchange', r)));
    window.w = new Worker('/worker.js');
    // One port pair, given once: the dedicated worker's end and the shared worker's end.
    const shared = new SharedWorker('/shared.js');
    const channel = new MessageChannel();
    shared.port.postMessage({ port: channel.port1 }, [channel.port1]);
    w.postMessage({ port: channel.port2 }, [channel.port2]);
    window.ask = (mode, n) => new Promise((resolve) => { w.onmessage = (e) => resolve(e.data); w.postMessage({ mode, n }); });
    window.pageLoop = async (n, post, nofetch) => {
      const body = new Uint8Array(10000).fill(65);
      for (let i = 0; i < n; i++) {
        if (post) navigator.serviceWorker.controller.postMessage({ body, nofetch });
        await new Promise((r) => setTimeout(r, 150));
      }
    };
  </script>`,
  ],
  '/sw.js': [
    'text/javascript',
    `self.addEventListener('install', () => self.skipWaiting());
    self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
    self.addEventListener('message', (e) => e.data.nofetch || e.waitUntil(fetch('/sink', { method: 'POST', body: e.data.body, keepalive: true, headers: { 'content-type': 'text/plain' } }).then((r) => r.arrayBuffer())));`,
  ],
  '/shared.js': [
    'text/javascript',
    `onconnect = (e) => (e.ports[0].onmessage = (m) => {
      const port = m.data.port;
      port.onmessage = (x) => fetch('/sink', { method: 'POST', body: x.data, keepalive: true, headers: { 'content-type': 'text/plain' } })
        .then((r) => r.arrayBuffer())
        .then(() => port.postMessage('sent'));
    });`,
  ],
  '/worker.js': [
    'text/javascript',
    `const body = new Uint8Array(10000).fill(65);
    let port;
    onmessage = async (e) => {
      if (e.data.port) return void (port = e.data.port);
      const { mode, n } = e.data;
      const info = { serviceWorkerInDedicatedWorker: 'serviceWorker' in navigator };
      for (let i = 0; i < n; i++) {
        if (mode === 'worker' || mode === 'workerPlain') await fetch('/sink', { method: 'POST', body, keepalive: mode === 'worker', headers: { 'content-type': 'text/plain' } }).then((r) => r.arrayBuffer());
        if (mode === 'viaSharedWorker') await new Promise((sent) => { port.onmessage = sent; port.postMessage(body); });
        await new Promise((r) => setTimeout(r, 150));
      }
      postMessage(info);
    };`,
  ],
};
const { page, taskMs, sunk, close } = await openProbePage(files, { rate: RATE });
try {
  await page.evaluate(() => window.ready);
  console.error('info', JSON.stringify(await page.evaluate(() => window.ask('info', 0))));
  const modes = {
    worker: (n) => window.ask('worker', n),
    workerPlain: (n) => window.ask('workerPlain', n),
    viaSharedWorker: (n) => window.ask('viaSharedWorker', n),
    workerLoop: (n) => window.ask('loop', n),
    pageToSw: (n) => window.pageLoop(n, true, false),
    pageToSwNoFetch: (n) => window.pageLoop(n, true, true),
    pageLoop: (n) => window.pageLoop(n, false, false),
  };
  const samples = Object.fromEntries(Object.keys(modes).map((m) => [m, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const row = {};
    for (const [mode, run] of Object.entries(modes)) {
      const before = await taskMs();
      const sunkBefore = sunk();
      await page.evaluate(run, N);
      await page.waitForTimeout(500);
      const ms = (await taskMs()) - before;
      samples[mode].push(ms);
      row[mode] = { ms: Number(ms.toFixed(2)), requests: sunk() - sunkBefore };
    }
    console.error(JSON.stringify(row));
  }
  const per = (mode, less) => Number(((median(samples[mode]) - median(samples[less])) / N).toFixed(3));
  console.log(
    JSON.stringify({
      cpuThrottling: RATE,
      n: N,
      rounds: ROUNDS,
      msPerRequest: {
        byDedicatedWorker: per('worker', 'workerLoop'),
        byDedicatedWorkerWithoutKeepalive: per('workerPlain', 'workerLoop'),
        bySharedWorkerAtDedicatedWorkersRequest: per('viaSharedWorker', 'workerLoop'),
        pagePostToServiceWorker: per('pageToSwNoFetch', 'pageLoop'),
        pagePostThenServiceWorkerFetch: per('pageToSw', 'pageLoop'),
      },
    }),
  );
} finally {
  await close();
}
