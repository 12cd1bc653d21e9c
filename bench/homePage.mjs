// The home page under 4x CPU throttling and slow 4G, median of 5 loads. Targets (issue 2): JavaScript on
// first load at most 80 KB gzip, total blocking time at most 50 ms.
import { startBenchServer, launchBenchBrowser, distDir } from './lib/benchServer.mjs';
import { measurePageLoad } from './lib/measurePageLoad.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const server = await startBenchServer();
const browser = await launchBenchBrowser();
try {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measurePageLoad(browser, `${server.url}/`, { distDir }));
  const pick = (key) => median(runs.map((r) => r[key]));
  console.log(
    JSON.stringify({
      page: '/',
      conditions: { cpuThrottle: 4, network: 'slow 4G (150 ms RTT, 1.6 Mbps)', runs: RUNS, statistic: 'median' },
      lcpMs: pick('lcpMs'),
      fcpMs: pick('fcpMs'),
      cls: pick('cls'),
      totalBlockingTimeMs: pick('totalBlockingTimeMs'),
      longTasks: pick('longTasks'),
      longestTaskMs: pick('longestTaskMs'),
      jsGzipBytesFirstLoad: pick('jsGzipBytes'),
      jsFiles: runs[0].jsFiles,
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
