// Where the page's main-thread time goes after a track() burst: bursts of track, floor and idle in turns
// (TRACE_ROUNDS, default 3), traced over a bare DevTools pipe at 4x; prints, per mode, the page's tasks over
// the burst plus TRACE_SETTLE_MS (default 6000) summed by what each ran (as bench/pipelineTasks.mjs names
// them), per round, and the requests the server received meanwhile. `node bench/probes/trackBurstTrace.mjs` over the built dist/ (npm run build first).
import path from 'node:path';
import Database from 'better-sqlite3';
import { startBenchServer } from '../lib/benchServer.mjs';
import { launchChromiumOverPipe } from '../lib/launchChromiumOverPipe.mjs';
import { openTrackPageOverPipe } from '../lib/measureTrackBurst.mjs';

const settleMs = Number(process.env.TRACE_SETTLE_MS ?? 6000);
const rounds = Number(process.env.TRACE_ROUNDS ?? 3);
const categories = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'mojom', 'v8.execute'];

const server = await startBenchServer();
const chromium = launchChromiumOverPipe();
try {
  const { page } = await openTrackPageOverPipe(chromium, server.url + '/');
  const db = new Database(server.databaseFile, { readonly: true });
  const requestsSince = db.prepare(
    'select count(*) n, coalesce(sum(record_count), 0) records from telemetry_batches where received_at >= ?',
  );
  const kinds = { track: {}, floor: {}, idle: {} };
  const requests = { track: 0, floor: 0, idle: 0 };
  for (let r = 0; r < rounds; r++) {
    for (const mode of Object.keys(kinds)) {
      const events = [];
      const stop = chromium.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      const complete = chromium.once('Tracing.tracingComplete');
      await chromium.send('Tracing.start', {
        traceConfig: { includedCategories: categories },
        transferMode: 'ReportEvents',
      });
      const startedAt = Date.now();
      await page.evaluate((mode) => {
        performance.mark('burst');
        window.benchTrack[mode](1000, 'bench', 'trace');
      }, mode);
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      await chromium.send('Tracing.end');
      await complete;
      stop();
      requests[mode] += requestsSince.get(startedAt).n / rounds;
      for (const [kind, { tasks, us }] of Object.entries(tasksByKind(events))) {
        const sum = (kinds[mode][kind] ??= { tasks: 0, ms: 0 });
        sum.tasks += tasks / rounds;
        sum.ms += us / 1000 / rounds;
      }
    }
  }
  for (const [mode, byKind] of Object.entries(kinds)) {
    const rows = Object.entries(byKind).sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((n, [, k]) => n + k.ms, 0);
    console.log(`${mode}: ${total.toFixed(2)} ms a round, ${requests[mode].toFixed(1)} requests to the server`);
    for (const [kind, { tasks, ms }] of rows.slice(0, 15))
      console.log(`  ${ms.toFixed(2).padStart(7)} ms ${tasks.toFixed(1).padStart(5)} tasks  ${kind}`);
  }
} finally {
  await chromium.close();
  await server.stop();
}

// The page's main-thread tasks from the mark on, by what each ran: the DevTools timeline's name for it (with
// its event type or script), else the Mojo interface it received a message of, else where it was posted from.
function tasksByKind(events) {
  const mark = events.find((e) => e.name === 'burst');
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain' && e.pid === mark?.pid,
  );
  if (!main) return {};
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= mark.ts - 50000)
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
    const script = inner.find((e) => e.name === 'FunctionCall' && e.args?.data?.url);
    const mojo = inner
      .map((e) => e.args?.chrome_mojo_event_info)
      .find((info) => info?.watcher_notify_interface_tag || info?.mojo_interface_tag);
    const kind = timeline
      ? [timeline.name, timeline.args?.data?.type, script && path.basename(script.args.data.url)]
          .filter(Boolean)
          .join(' ')
      : mojo
        ? `mojo ${mojo.watcher_notify_interface_tag ?? mojo.mojo_interface_tag}`
        : `${path.basename(task.args?.src_file ?? '?')}:${task.args?.src_func ?? '?'}`;
    kinds[kind] ??= { tasks: 0, us: 0 };
    kinds[kind].tasks += 1;
    kinds[kind].us += task.dur;
  }
  return kinds;
}
