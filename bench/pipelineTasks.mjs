// Telemetry pipeline, the page's main-thread tasks (issue 3), with Chromium driven over a bare DevTools pipe
// instead of Playwright (bench/lib/launchChromiumOverPipe.mjs), so the test driver adds no work of its own
// to the page's main thread. Prints one JSON object on its last line:
// - at 4x CPU throttling: the facade's call per 1000 records (beside the floor and the issue's reference, as
//   in bench/pipeline.mjs), and all main-thread task time the pipeline
//   causes for them (Chromium's TaskDuration from the call until the records are stored and 300 ms more,
//   less that of an idle window as long, in the same round);
// - unthrottled, from a trace: the page's main-thread tasks over 1000 records' life (made, handed over,
//   acknowledged, sent, stored), by kind, beside an idle window as long.
import { readFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startBenchServer } from './lib/benchServer.mjs';
import { benchFileType, buildPipelinePage } from './lib/buildPipelinePage.mjs';
import { launchChromiumOverPipe } from './lib/launchChromiumOverPipe.mjs';
import { median } from './lib/stats.mjs';
import { createStoredCounter } from './lib/storedRecords.mjs';

const RECORDS = 1000;
const RUNS = 41;
const WARMUP = 3;
const TRACED_RUNS = 5;
const log = (...a) => console.error('pipelineTasks:', ...a);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n, d = 2) => Number(n.toFixed(d));

const benchOut = await buildPipelinePage();
const server = await startBenchServer();
// The bench page under /bench/, everything else (the worker's requests) passed on to the site's server.
const front = http.createServer(async (request, response) => {
  if (request.url.startsWith('/bench/')) {
    const file = path.join(benchOut, request.url.replace(/^\/bench\//, '').split('?')[0]);
    if (!existsSync(file)) return response.writeHead(404).end();
    return response.writeHead(200, { 'content-type': benchFileType(file) }).end(readFileSync(file));
  }
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const headers = Object.fromEntries(
    ['content-type', 'cookie'].filter((h) => request.headers[h]).map((h) => [h, request.headers[h]]),
  );
  const answer = await fetch(server.url + request.url, {
    method: request.method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
  response
    .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' })
    .end(Buffer.from(await answer.arrayBuffer()));
});
await new Promise((resolve) => front.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${front.address().port}`;
const chromium = launchChromiumOverPipe();
const db = new Database(server.databaseFile, { readonly: true });
const { waitForStored } = createStoredCounter(db);

// The page's main-thread tasks in a trace, after the mark, summed by what each ran: the DevTools timeline's
// name for it (EvaluateScript, HandlePostMessage…), else the Mojo interface it received a message of, else
// where it was posted from.
function tasksByKind(events, markName) {
  const mark = events.find((e) => e.name === markName);
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain' && e.pid === mark.pid,
  );
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= mark.ts)
    .sort((a, b) => a.ts - b.ts);
  const kinds = {};
  for (const task of onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask')) {
    const inner = onMain.filter(
      (e) =>
        e !== task &&
        e.ts >= task.ts &&
        e.ts + e.dur <= task.ts + task.dur &&
        e.name !== 'ThreadControllerImpl::RunTask',
    );
    const timeline = inner.find((e) => e.cat.includes('devtools.timeline'));
    const mojo = inner
      .map((e) => e.args?.chrome_mojo_event_info)
      .find((info) => info?.watcher_notify_interface_tag || info?.mojo_interface_tag);
    const kind =
      timeline?.name ??
      (mojo
        ? `mojo ${mojo.watcher_notify_interface_tag ?? mojo.mojo_interface_tag}`
        : `${path.basename(task.args?.src_file ?? '?')}:${task.args?.src_func ?? '?'}`);
    kinds[kind] = kinds[kind] ?? { tasks: 0, us: 0 };
    kinds[kind].tasks += 1;
    kinds[kind].us += task.dur;
  }
  return kinds;
}

try {
  const page = await chromium.openPage(origin + '/bench/bench/pipeline/index.html');
  const evaluate = async (expression) =>
    (await page('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })).result.value;
  const call = (type) =>
    evaluate(
      `(async () => { const start = performance.now(); bench.viaWorker(${RECORDS}, '${type}'); await Promise.resolve(); return performance.now() - start; })()`,
    );
  await page('Performance.enable');
  const taskMs = async () =>
    (await page('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;

  log('at 4x…');
  await page('Emulation.setCPUThrottlingRate', { rate: 4 });
  const calls = [];
  const paired = [];
  const floor = [];
  const reference = [];
  // The floor (the same payloads made and posted to an idle worker, no facade) and the issue's reference
  // (1000 { i } made and posted), timed the same way in the same rounds.
  const timeMethod = (method) =>
    evaluate(
      `(() => { const start = performance.now(); bench.${method}(${RECORDS}); return performance.now() - start; })()`,
    );
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const type = `tasks-${run}`;
    let since = Date.now();
    let before = await taskMs();
    const callMs = await call(type);
    await waitForStored(type, RECORDS);
    await sleep(300);
    const windowMs = Date.now() - since;
    const viaWorkerMs = (await taskMs()) - before;
    since = Date.now();
    before = await taskMs();
    await evaluate('0');
    await sleep(Math.max(0, windowMs - (Date.now() - since)));
    const idleMs = (await taskMs()) - before;
    const floorMs = await timeMethod('postOnly');
    await sleep(300);
    const referenceMs = await timeMethod('postSmall');
    await sleep(300);
    if (run >= WARMUP) {
      calls.push(callMs);
      paired.push(viaWorkerMs - idleMs);
      floor.push(floorMs);
      reference.push(referenceMs);
    }
  }
  log('call ms:', calls.map((c) => c.toFixed(1)).join(' '));
  log('paired task ms:', paired.map((c) => c.toFixed(1)).join(' '));

  log('trace, unthrottled…');
  await page('Emulation.setCPUThrottlingRate', { rate: 1 });
  const traceRounds = async (makeRecords) => {
    const events = [];
    const stopCollecting = chromium.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = chromium.once('Tracing.tracingComplete');
    await chromium.send('Tracing.start', {
      traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'blink.user_timing', 'mojom'] },
      transferMode: 'ReportEvents',
    });
    await evaluate("performance.mark('tasks-traced')");
    for (let run = 0; run < TRACED_RUNS; run++) {
      if (makeRecords) {
        await call(`traced-${run}`);
        await waitForStored(`traced-${run}`, RECORDS);
        await sleep(1200);
      } else await sleep(1500);
    }
    await chromium.send('Tracing.end');
    await complete;
    stopCollecting();
    return Object.fromEntries(
      Object.entries(tasksByKind(events, 'tasks-traced'))
        .sort((a, b) => b[1].us - a[1].us)
        .map(([kind, { tasks, us }]) => [
          kind,
          { tasksPer1000: round(tasks / TRACED_RUNS, 1), msPer1000: round(us / TRACED_RUNS / 1000, 3) },
        ]),
    );
  };
  const traced = await traceRounds(true);
  const idle = await traceRounds(false);

  console.log(
    JSON.stringify({
      cpuThrottling: 4,
      recordsPerRun: RECORDS,
      runs: RUNS,
      driver: 'bare DevTools pipe (no Playwright)',
      callMsPer1000: round(median(calls)),
      makeAndPostOnlyMsPer1000: round(median(floor)),
      issueReferenceMs: round(median(reference)),
      mainThreadTaskMsPer1000: round(median(paired)),
      unthrottledTasksPer1000Records: traced,
      unthrottledTasksIdleWindow: idle,
      tracedRuns: TRACED_RUNS,
    }),
  );
} finally {
  db.close();
  await chromium.close();
  front.close();
  await server.stop();
}
