// Probe, run by hand (not by `npm run bench`): what the smallest reply from a dedicated worker costs the
// page's main thread, the floor of the facade's acknowledgement (docs/telemetry.md, the target paragraph).
//   node bench/probes/workerReply.mjs            (RATE=4 for 4x CPU throttling, ROUNDS, N)
// Each mode runs N times about 100 ms apart, in turns with the others, ROUNDS times; Chromium's TaskDuration
// of the page's main thread per mode, then medians per message:
// - reply: the page posts a string, the worker answers 4 ms later with a Comlink-shaped reply
//   ({ id, type: 'RAW', value: 1000 }, what `accept` answers), and the page reads its id;
// - post: the page posts the same string, no answer; loop: the page's timers alone.
import http from 'node:http';
import { chromium } from 'playwright-core';

const N = Number(process.env.N ?? 40);
const RATE = Number(process.env.RATE ?? 1);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const files = {
  '/': ['text/html', `<!doctype html><title>probe</title><script>
    window.w = new Worker('/worker.js');
    window.reply = (n) => new Promise((resolve) => {
      let left = n;
      w.onmessage = (e) => { void e.data.id; if (--left === 0) resolve(); else setTimeout(() => w.postMessage('reply'), 100); };
      w.postMessage('reply');
    });
    const every = (n, work) => new Promise((resolve) => {
      let left = n;
      const tick = () => { work(); if (--left === 0) resolve(); else setTimeout(tick, 104); };
      setTimeout(tick, 104);
    });
    window.post = (n) => every(n, () => w.postMessage('none'));
    window.loop = (n) => every(n, () => undefined);
  </script>`],
  '/worker.js': ['text/javascript', `onmessage = (e) => e.data === 'reply' && setTimeout(() => postMessage({ id: 'accept.1', type: 'RAW', value: 1000 }), 4);`],
};
const server = http.createServer((request, response) => {
  const file = files[request.url];
  if (!file) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const taskMs = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
  const modes = { reply: (n) => window.reply(n), post: (n) => window.post(n), loop: (n) => window.loop(n) };
  const samples = Object.fromEntries(Object.keys(modes).map((m) => [m, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [mode, run] of Object.entries(modes)) {
      const before = await taskMs();
      await page.evaluate(run, N);
      samples[mode].push((await taskMs()) - before);
    }
  }
  const per = (mode, less) => Number(((median(samples[mode]) - median(samples[less])) / N).toFixed(3));
  console.log(JSON.stringify({ cpuThrottling: RATE, n: N, rounds: ROUNDS, msPerMessage: { postAndReply: per('reply', 'loop'), postOnly: per('post', 'loop'), replyAlone: Number((per('reply', 'loop') - per('post', 'loop')).toFixed(3)) } }));
} finally {
  await browser.close();
  server.close();
}
