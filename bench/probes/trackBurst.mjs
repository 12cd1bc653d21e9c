// The quick form of bench/pipeline.mjs's trackBurst: `node bench/probes/trackBurst.mjs` over the built
// dist/ (npm run build first). TRACK_ROUNDS (default 5) and TRACK_SETTLE_MS (default 6000) cut it shorter.
import { launchBenchBrowser, startBenchServer } from '../lib/benchServer.mjs';
import { measureTrackBurst, openTrackPage } from '../lib/measureTrackBurst.mjs';

const server = await startBenchServer();
const browser = await launchBenchBrowser();
try {
  const opened = await openTrackPage(browser, server.url + '/');
  const result = await measureTrackBurst(opened, {
    rounds: Number(process.env.TRACK_ROUNDS ?? 5),
    settleMs: Number(process.env.TRACK_SETTLE_MS ?? 6000),
    log: (...a) => console.error('trackBurst:', ...a),
  });
  console.log(JSON.stringify(result));
} finally {
  await browser.close();
  await server.stop();
}
