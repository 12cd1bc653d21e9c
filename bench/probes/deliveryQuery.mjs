// The Delivery panel's query (src/server/storage/inspector/queryDelivery.ts) over what ten million records
// (BENCH_DELIVERY_RECORDS) of 20 records a page view leave on SQLite: 500 000 page views over 30 days, one in
// ten missing some records, and the delivery and latency rollup rows they make (20 pages, 4 browser families,
// 5 paths and 12 latency buckets used per page). Only the rows the queries read are written: hour rows for the
// last two days, day rows for 30 days, week rows for five weeks. Prints the median ms of BENCH_RUNS runs for
// the last day, the last day on one page and 30 days.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';

const RECORDS = Number(process.env.BENCH_DELIVERY_RECORDS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const load = (file) => tsImport(path.resolve(import.meta.dirname, '../..', file), import.meta.url);
const { openStorage } = await load('src/server/storage/openStorage.ts');
const { queryDelivery } = await load('src/server/storage/inspector/queryDelivery.ts');

const dir = mkdtempSync(path.join(tmpdir(), 'delivery-bench-'));
const file = path.join(dir, 'bench.db');
const db = await openStorage(`sqlite:${file}`);
await db.destroy();
const raw = new SQLite(file);
const now = Math.floor(Date.now() / HOUR) * HOUR;
const start = now - 30 * DAY;
const pages = Array.from({ length: 20 }, (_, i) => (i === 0 ? '/' : `/page-${i}`));
const browsers = ['Chrome', 'Safari', 'Firefox', 'Edge'];
const vias = ['worker', 'beacon', 'sw', 'resend', 'copy'];
const views = RECORDS / 20;
let seed = 7;
const random = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;

raw.exec('BEGIN');
const view = raw.prepare(
  `INSERT INTO telemetry_page_views (page_id, t, page_path, browser, final, max_seq, stored, dropped, duplicates, missing, paths, clock_offset)
   VALUES (?, ?, ?, ?, 20, 19, ?, 0, 0, ?, 3, 0)`,
);
for (let i = 0; i < views; i++) {
  const missing = random() < 0.1 ? 1 + Math.floor(random() * 10) : 0;
  view.run(
    `pv${i.toString(36)}`,
    start + Math.floor(random() * 30 * DAY),
    pages[i % 20],
    browsers[i % 4],
    20 - missing,
    missing,
  );
}
const delivery = raw.prepare(`INSERT INTO telemetry_rollup_delivery VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, 0, 0, ?, ?)`);
const latency = raw.prepare(`INSERT INTO telemetry_rollup_latency VALUES (?, ?, ?, ?, ?, ?)`);
const slices = [
  ...Array.from({ length: 48 }, (_, i) => [HOUR, now - 48 * HOUR + i * HOUR]),
  ...Array.from({ length: 31 }, (_, i) => [DAY, Math.floor(start / DAY) * DAY + i * DAY]),
  ...Array.from({ length: 6 }, (_, i) => [WEEK, Math.floor(start / WEEK) * WEEK + i * WEEK]),
];
for (const [span, t] of slices) {
  const perKey = Math.max(1, Math.round((views * span) / (30 * DAY) / 80));
  for (const page of pages)
    for (const browser of browsers) {
      delivery.run(span, t, page, browser, perKey, Math.round(perKey * 0.9), perKey * 20, perKey * 19, perKey, 0);
    }
  for (const page of pages)
    for (const via of vias)
      for (let b = 0; b < 12; b++) latency.run(span, t, via, page, 20 + b * 5, 1 + Math.floor(random() * perKey * 4));
}
raw.exec('COMMIT');
raw.exec('ANALYZE');
raw.close();

const read = await openStorage(`sqlite:${file}`);
const time = async (filter) => {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await queryDelivery(read, filter);
    runs.push(performance.now() - t0);
  }
  return Math.round(runs.sort((a, b) => a - b)[Math.floor(RUNS / 2)] * 10) / 10;
};
const result = {
  records: RECORDS,
  pageViews: views,
  lastDayMs: await time({ from: now - DAY, to: now }),
  lastDayOnePageMs: await time({ from: now - DAY, to: now, page: '/page-3' }),
  thirtyDaysMs: await time({ from: start, to: now }),
};
await read.destroy();
if (process.env.BENCH_KEEP) console.error(file);
else rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify(result));
