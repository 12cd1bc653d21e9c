// The quick form of bench/pipeline.mjs's trackBurst: `node bench/probes/trackBurst.mjs` over the built
// dist/ (npm run build first). TRACK_ROUNDS (default 5) and TRACK_SETTLE_MS (default 6000) cut it shorter;
// TRACK_DRIVER=playwright drives the page over Playwright instead of a bare DevTools pipe.
import { launchBenchBrowser, startBenchServer } from '../lib/benchServer.mjs';
import { launchChromiumOverPipe } from '../lib/launchChromiumOverPipe.mjs';
import { measureTrackBurst, openTrackPage, openTrackPageOverPipe } from '../lib/measureTrackBurst.mjs';

const server = await startBenchServer();
const overPlaywright = process.env.TRACK_DRIVER === 'playwright';
const browser = overPlaywright ? await launchBenchBrowser() : launchChromiumOverPipe();
try {
  const url = server.url + '/';
  const opened = overPlaywright ? await openTrackPage(browser, url) : await openTrackPageOverPipe(browser, url);
  const result = await measureTrackBurst(opened, {
    rounds: Number(process.env.TRACK_ROUNDS ?? 5),
    settleMs: Number(process.env.TRACK_SETTLE_MS ?? 6000),
    log: (...a) => console.error('trackBurst:', ...a),
  });
  console.log(JSON.stringify({ driver: overPlaywright ? 'playwright' : 'bare DevTools pipe', ...result }));
} finally {
  await browser.close();
  await server.stop();
}
