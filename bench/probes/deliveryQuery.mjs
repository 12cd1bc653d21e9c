// The Delivery panel's query (src/server/storage/inspector/queryDelivery.ts) over what ten million records
// (BENCH_DELIVERY_RECORDS) of 20 records a page view leave on SQLite: 500 000 page views over 30 days, one in
// ten missing some records, and the delivery and latency rollup rows they make (20 pages, 4 browser families,
// 5 paths and 12 latency buckets used per page, and the latency summed over pages). Only the rows the queries
// read are written: hour rows for the last two days, day rows for 30 days, week rows for five weeks. Prints
// the median ms of BENCH_RUNS runs for the last day, the last day on one page, 30 days and 30 days on one
// page, twice in the same run: `before`, the page views indexed as migration 0075 left them, and `after`,
// with migration 0095's indexes for the drill-down (migration 0096's all-pages latency rollup is there for
// both; the current query reads it). BENCH_DELIVERY_QUERY_BEFORE=<file> times another version of
// queryDelivery.ts for `before` (a copy of an earlier commit's, beside the current one so its imports resolve).
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
// Back to the indexes of migration 0075 for the `before` figures.
raw.exec(`DROP INDEX telemetry_page_views_by_missing; DROP INDEX telemetry_page_views_by_page;
  CREATE INDEX telemetry_page_views_by_missing ON telemetry_page_views (missing, t);`);
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
const latencyAllPages = raw.prepare(`INSERT INTO telemetry_rollup_latency_all VALUES (?, ?, ?, ?, ?)`);
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
  // The latency rollup per page, and summed over pages as the write path leaves it (migration 0096).
  const allPages = new Map();
  for (const page of pages)
    for (const via of vias)
      for (let b = 0; b < 12; b++) {
        const count = 1 + Math.floor(random() * perKey * 4);
        latency.run(span, t, via, page, 20 + b * 5, count);
        const key = `${via} ${20 + b * 5}`;
        allPages.set(key, (allPages.get(key) ?? 0) + count);
      }
  for (const [key, count] of allPages) {
    const [via, bucket] = key.split(' ');
    latencyAllPages.run(span, t, via, Number(bucket), count);
  }
}
raw.exec('COMMIT');
raw.exec('ANALYZE');
raw.close();

const queryBefore = process.env.BENCH_DELIVERY_QUERY_BEFORE
  ? (await load(process.env.BENCH_DELIVERY_QUERY_BEFORE)).queryDelivery
  : queryDelivery;
const time = async (read, filter, query) => {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await query(read, filter);
    runs.push(performance.now() - t0);
  }
  return Math.round(runs.sort((a, b) => a - b)[Math.floor(RUNS / 2)] * 10) / 10;
};
const measure = async (query) => {
  const read = await openStorage(`sqlite:${file}`);
  const figures = {
    lastDayMs: await time(read, { from: now - DAY, to: now }, query),
    lastDayOnePageMs: await time(read, { from: now - DAY, to: now, page: '/page-3' }, query),
    thirtyDaysMs: await time(read, { from: start, to: now }, query),
    thirtyDaysOnePageMs: await time(read, { from: start, to: now, page: '/page-3' }, query),
  };
  await read.destroy();
  return figures;
};
const before = await measure(queryBefore);
const { up } = await load('src/server/storage/migrations/0095_page_views_by_missing.ts');
const migrating = await openStorage(`sqlite:${file}`);
await up(migrating);
await migrating.destroy();
const indexed = new SQLite(file);
indexed.exec('ANALYZE');
indexed.close();
const result = { records: RECORDS, pageViews: views, before, after: await measure(queryDelivery) };
if (process.env.BENCH_KEEP) console.error(file);
else rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify(result));
