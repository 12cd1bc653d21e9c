// The gallery page (every design) as a phone sees it: phone emulation (isMobile, touch, 412x823, DPR 2.625),
// 4x CPU throttling and slow 4G, median of 5 loads. Targets (issue 34): JavaScript on first load at most
// 90 KB gzip, LCP at most 1.2 s, CLS at most 0.01.
import { startBenchServer, launchBenchBrowser, distDir } from './lib/benchServer.mjs';
import { measurePageLoad } from './lib/measurePageLoad.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 };

const server = await startBenchServer();
const browser = await launchBenchBrowser();
try {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1)
    runs.push(await measurePageLoad(browser, `${server.url}/gallery`, { distDir, device: PHONE }));
  const pick = (key) => median(runs.map((r) => r[key]));
  console.log(
    JSON.stringify({
      page: '/gallery',
      conditions: {
        device: 'phone emulation (isMobile, touch, 412x823, DPR 2.625)',
        cpuThrottle: 4,
        network: 'slow 4G (150 ms RTT, 1.6 Mbps)',
        runs: RUNS,
        statistic: 'median',
      },
      jsGzipBytesFirstLoad: pick('jsGzipBytes'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
      totalBlockingTimeMs: pick('totalBlockingTimeMs'),
      jsFiles: runs[0].jsFiles,
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
