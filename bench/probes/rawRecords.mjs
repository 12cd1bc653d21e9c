// Probe, run by hand: the main thread's cost of making an error, a page-view census hit and a page-speed
// record raw (this tree) against building them on the page as BASE did, at 4x CPU throttling
// (docs/telemetry.md, "Raw records").
//   BASE=<commit before raw records> node bench/probes/rawRecords.mjs      (ROUNDS, GAP_MS, PER_TASK)
// BASE's page-side builders are taken from git into .tmp/raw-probe/base and bundled beside this tree's readers
// on one page with the real facade and worker. Each sample is one task making PER_TASK records of a kind,
// timed through the microtask that hands them to the worker (its structured clone included), the modes in
// turns, each the first work of its task after GAP_MS. Prints medians and quartiles in µs per record, and
// saves them under bench/results (bench/compare.mjs).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBenchBrowser, startBenchServer } from '../lib/benchServer.mjs';
import { benchFileType, buildPipelinePage } from '../lib/buildPipelinePage.mjs';
import { median, quantile } from '../lib/stats.mjs';
import { saveResults } from '../lib/saveResults.mjs';
import os from 'node:os';

const root = path.resolve(import.meta.dirname, '../..');
const BASE = process.env.BASE ?? '0c88f0b'; // the last commit that built records on the page
const ROUNDS = Number(process.env.ROUNDS ?? 31);
const GAP_MS = Number(process.env.GAP_MS ?? 250);
const PER_TASK = Number(process.env.PER_TASK ?? 20);
const MODES = ['errorBase', 'errorRaw', 'pageViewBase', 'pageViewRaw', 'pageSpeedBase', 'pageSpeedRaw'];

const dir = path.join(root, '.tmp/raw-probe');
rmSync(dir, { recursive: true, force: true });
mkdirSync(path.join(dir, 'base'), { recursive: true });
execSync(`git archive ${BASE} src tsconfig.json tsconfig.base.json | tar -x -C ${path.join(dir, 'base')}`, {
  cwd: root,
});
writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><html><head><meta charset="utf-8"><title>raw records probe</title></head><body><script type="module" src="./entry.ts"></script></body></html>',
);
writeFileSync(
  path.join(dir, 'entry.ts'),
  `
import { startTelemetry } from '../../src/main/telemetry/startTelemetry';
import { createRuntime } from '../../src/main/runtime/createRuntime';
import { readErrorFacts } from '../../src/main/collectors/readErrorFacts';
import { readNavigationFacts, readPageSpeedContext } from '../../src/main/collectors/performance/readPageSpeedContext';
import { ERROR_FACTS_KIND, PAGE_SPEED_FACTS_KIND, PAGE_VIEW_FACTS_KIND } from '../../src/shared/telemetry/raw/rawRecordKinds';
import { buildLoggedError } from './base/src/main/collectors/buildLoggedError';
import { readErrorFacts as readErrorFactsBase } from './base/src/main/collectors/readErrorFacts';
import { buildCensusHit } from './base/src/main/collectors/census/buildCensusHit';
import { readNavigationTiming } from './base/src/main/collectors/performance/readNavigationTiming';
import { readPageSpeedContext as readPageSpeedContextBase } from './base/src/main/collectors/performance/readPageSpeedContext';

const telemetry = startTelemetry({ runtime: createRuntime(() => undefined) });
const website = { id: 'w1', templateId: 't1', locale: 'en-GB', timeZone: 'Europe/London' };
const pageContext = { website, itemId: null, recordType: null, collectionId: 'c1', siteMember: null, authenticatedAccount: null, pageType: 1 } as never;
const identity = { marketingId: 'm1', analyticsId: 'a1', mayPersist: true, visitorCookie: 'v|1|1|1|1' } as never;
const event = new ErrorEvent('error', { error: new Error('probe'), message: 'Uncaught Error: probe', filename: location.href, lineno: 3, colno: 7 });
const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
const vitals = { cumulativeLayoutShift: 0.0123456, largestContentfulPaint: 812.345, firstContentfulPaint: 402.25, timeToFirstByte: 80.04 };
const times = (n: number, make: () => void) => { for (let i = 0; i < n; i++) make(); };
(window as unknown as { probe: unknown }).probe = {
  errorBase: (n: number) => times(n, () => telemetry.record('error', buildLoggedError(readErrorFactsBase(event), {
    app: 'site-runtime', websiteId: website.id, templateId: website.templateId, url: location.href, userAgent: navigator.userAgent,
  }), 'javascript-error')),
  errorRaw: (n: number) => times(n, () => telemetry.record(ERROR_FACTS_KIND, readErrorFacts(event, window, website), 'javascript-error')),
  pageViewBase: (n: number) => times(n, () => {
    const facts = { userAgent: navigator.userAgent, now: Date.now(), viewportWidth: innerWidth, viewportHeight: innerHeight,
      screenWidth: screen.width, screenHeight: screen.height, url: location.href, title: document.title };
    telemetry.record('census.hit', buildCensusHit(pageContext, facts, 'v|1|1|1|1'), 'pageview');
  }),
  pageViewRaw: (n: number) => times(n, () => {
    const facts = { userAgent: navigator.userAgent, viewportWidth: innerWidth, viewportHeight: innerHeight,
      screenWidth: screen.width, screenHeight: screen.height, url: location.href, title: document.title,
      websiteId: website.id, templateId: website.templateId, locale: website.locale, itemId: null, recordType: null,
      collectionId: 'c1', visitorCookie: 'v|1|1|1|1' };
    telemetry.record(PAGE_VIEW_FACTS_KIND, facts, 'pageview');
  }),
  pageSpeedBase: (n: number) => times(n, () => {
    const metrics = { cumulativeLayoutShift: Math.round(vitals.cumulativeLayoutShift * 10000) / 10000,
      largestContentfulPaint: Math.round(vitals.largestContentfulPaint * 10) / 10,
      firstContentfulPaint: Math.round(vitals.firstContentfulPaint * 10) / 10,
      timeToFirstByte: Math.round(vitals.timeToFirstByte * 10) / 10 };
    const data = { ...readNavigationTiming(nav), ...metrics, ...readPageSpeedContextBase(window, pageContext, identity) };
    telemetry.record('performance', { app: 'site-runtime', event: 'page-speed', pageLoadId: 'l1', timestamp: Date.now(), data }, 'page-speed');
  }),
  pageSpeedRaw: (n: number) => times(n, () => telemetry.record(PAGE_SPEED_FACTS_KIND,
    { pageLoadId: 'l1', nav: readNavigationFacts(nav), vitals: { ...vitals }, context: readPageSpeedContext(window, pageContext, identity) }, 'page-speed')),
};
`,
);
const outDir = await buildPipelinePage({ folder: 'raw-probe-out', input: path.join(dir, 'index.html') });

const server = await startBenchServer();
const browser = await launchBenchBrowser();
try {
  const context = await browser.newContext();
  await context.route(server.url + '/bench/**', (route) => {
    const file = path.join(outDir, new URL(route.request().url()).pathname.replace(/^\/bench\//, ''));
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ status: 200, body: readFileSync(file), contentType: benchFileType(file) });
  });
  const page = await context.newPage();
  await page.goto(server.url + '/bench/.tmp/raw-probe/index.html');
  await page.waitForFunction(() => 'probe' in window);
  for (let i = 0; i < 200 && !page.workers().length; i++) await page.waitForTimeout(50);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const samples = await page.evaluate(
    async ({ modes, rounds, gap, perTask }) => {
      const out = Object.fromEntries(modes.map((mode) => [mode, []]));
      for (let run = 0; run < rounds + 3; run++) {
        for (const mode of modes) {
          await new Promise((resolve) => setTimeout(resolve, gap));
          const start = performance.now();
          window.probe[mode](perTask);
          // Queued after the facade's hand-over microtask: resolves once the records were posted.
          await new Promise((resolve) => queueMicrotask(resolve));
          await Promise.resolve();
          if (run >= 3) out[mode].push(((performance.now() - start) * 1000) / perTask);
        }
      }
      return out;
    },
    { modes: MODES, rounds: ROUNDS, gap: GAP_MS, perTask: PER_TASK },
  );
  const round = (n) => Math.round(n * 10) / 10;
  const summary = Object.fromEntries(
    Object.entries(samples).map(([mode, values]) => [
      mode,
      { medianUs: round(median(values)), quartilesUs: [quantile(values, 0.25), quantile(values, 0.75)].map(round) },
    ]),
  );
  const rawRecords = { base: BASE, cpuThrottling: 4, rounds: ROUNDS, perTask: PER_TASK, ...summary };
  console.log(JSON.stringify(rawRecords));
  const machine = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
  };
  const date = new Date().toISOString();
  console.error(
    'saved',
    saveResults(path.join(root, 'bench/results'), { machine, date, loadAverage: os.loadavg()[0], rawRecords }, [
      'rawRecords',
    ]),
  );
} finally {
  await browser.close();
  await server.stop();
}
