// Probe, run by hand (not by `npm run bench`): what the smallest reply from a dedicated worker costs the
// page's main thread, the floor of the facade's acknowledgement (docs/telemetry-performance.md, "The main-thread target").
//   node bench/probes/workerReply.mjs            (RATE=4 for 4x CPU throttling, ROUNDS, N)
// Each mode runs N times about 100 ms apart, in turns with the others, ROUNDS times; Chromium's TaskDuration
// of the page's main thread per mode, then medians per message:
// - reply: the page posts a string, the worker answers 4 ms later with a Comlink-shaped reply
//   ({ id, type: 'RAW', value: 1000 }, what `accept` answers), and the page reads its id;
// - post: the page posts the same string, no answer; loop: the page's timers alone.
import { median } from '../lib/stats.mjs';
import { openProbePage } from './openProbePage.mjs';

const N = Number(process.env.N ?? 40);
const RATE = Number(process.env.RATE ?? 1);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const files = {
  '/': [
    'text/html',
    `<!doctype html><title>probe</title><script>
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
  </script>`,
  ],
  '/worker.js': [
    'text/javascript',
    `onmessage = (e) => e.data === 'reply' && setTimeout(() => postMessage({ id: 'accept.1', type: 'RAW', value: 1000 }), 4);`,
  ],
};
const { page, taskMs, close } = await openProbePage(files, { rate: RATE });
try {
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
  console.log(
    JSON.stringify({
      cpuThrottling: RATE,
      n: N,
      rounds: ROUNDS,
      msPerMessage: {
        postAndReply: per('reply', 'loop'),
        postOnly: per('post', 'loop'),
        replyAlone: Number((per('reply', 'loop') - per('post', 'loop')).toFixed(3)),
      },
    }),
  );
} finally {
  await close();
}
