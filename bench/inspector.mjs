// The telemetry inspector's queries over the rollups of ten million records (BENCH_INSPECTOR_RECORDS), on
// SQLite and on PostgreSQL: every panel for the last day, the last day on one page, all 30 days, and all 30
// days of one kind (median of RUNS each). Target: a 30-day view answers in at most 200 ms.
//
// The inspector reads only the rollups (src/server/storage/telemetry/rollups), so the bench writes the
// rollup rows ten million records would leave, without the records: the records spread evenly over the 720
// hours of 30 days, and each hour's rows made from the shares below (kinds, pages skewed towards a few busy
// ones, 40 error messages, drop reasons, each web-vital's distribution over the log-spaced buckets of
// src/shared/api/config/WebVital.ts, with the real bucket function and error fingerprints), each count
// rounded up or down at random; day rows are the sums of their hours, as the write path leaves them. Rows
// are written in bulk (prepared statements on SQLite, unnest arrays on PostgreSQL) into a temporary SQLite
// file and a throwaway PostgreSQL cluster (or BENCH_DATABASE_URL) made by the real migrations. Prints one
// JSON object; progress goes to stderr.
//
// BENCH_INSPECTOR_SQLITE_FILE=<file> keeps the SQLite database there (with <file>.json holding the moment
// it was built for) and reuses it on later runs of the same record count, so a change to the queries is
// timed without building ten million records again. BENCH_INSPECTOR_STORES=sqlite (or postgres) runs one.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { median } from './lib/stats.mjs';

const RECORDS = Number(process.env.BENCH_INSPECTOR_RECORDS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const SPAN_DAYS = 30;
const RECORDS_PER_BATCH = 20;

const load = (file) => tsImport(path.resolve(import.meta.dirname, '..', file), import.meta.url);
const { openStorage } = await load('src/server/storage/openStorage.ts');
const inspector = {
  overview: (await load('src/server/storage/inspector/queryOverview.ts')).queryOverview,
  kindSeries: (await load('src/server/storage/inspector/queryKindSeries.ts')).queryKindSeries,
  errorGroups: (await load('src/server/storage/inspector/queryErrorGroups.ts')).queryErrorGroups,
  vitals: (await load('src/server/storage/inspector/queryVitals.ts')).queryVitals,
  pagePaths: (await load('src/server/storage/inspector/queryPagePaths.ts')).queryPagePaths,
};
const { startPostgresCluster } = await load('tests/postgres/startPostgresCluster.ts');
const { errorFingerprint } = await load('src/server/storage/telemetry/rollups/computeRollups.ts');
const { WEB_VITAL_NAMES, vitalBucketOf } = await load('src/shared/api/config/WebVital.ts');

// Kinds in proportions a busy site might send; pages skewed so a few are busy and many are quiet.
const KINDS = [
  ['census.hit', 0.4],
  ['event', 0.2],
  ['performance', 0.15],
  ['analytics', 0.1],
  ['error', 0.05],
  ['trace', 0.05],
  ['census.button-click', 0.04],
  ['drop', 0.01],
];
const PAGES = Array.from({ length: 60 }, (_, i) => (i === 0 ? '/' : `/page-${i}`));
const MESSAGES = Array.from(
  { length: 40 },
  (_, i) => `TypeError: cannot read properties of undefined (reading 'p${i}')`,
);
const FINGERPRINTS = MESSAGES.map((m) => errorFingerprint(m));
const DROP_REASONS = ['queue-full', 'invalid', 'too-large', 'unknown-kind'];

// A small deterministic generator, so every run measures the same data.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
// A share of a count: the expected count rounded up or down at random, so shares add up on average.
const share = (count, probability) => Math.floor(count * probability + random());

// Pages skewed so a few are busy and many are quiet (page i with probability ((i+1)/60)^(1/3) - (i/60)^(1/3)),
// error messages likewise (message m with probability sqrt((m+1)/40) - sqrt(m/40)).
const PAGE_SHARES = PAGES.map((_, i) => ((i + 1) / PAGES.length) ** (1 / 3) - (i / PAGES.length) ** (1 / 3));
const MESSAGE_SHARES = MESSAGES.map((_, m) => Math.sqrt((m + 1) / MESSAGES.length) - Math.sqrt(m / MESSAGES.length));
// Each web-vital's values drawn from a skewed distribution; the share of them in each log-spaced bucket,
// measured once from 200,000 draws.
const VITAL_VALUES = {
  LCP: (r) => Math.round(800 + 4000 * r ** 2),
  INP: (r) => Math.round(40 + 400 * r ** 3),
  CLS: (r) => Math.round(300 * r ** 4) / 1000,
  FCP: (r) => Math.round(500 + 2000 * r ** 2),
  TTFB: (r) => Math.round(80 + 900 * r ** 3),
};
const VITAL_SHARES = Object.fromEntries(
  WEB_VITAL_NAMES.map((metric) => {
    const shares = new Map();
    for (let i = 0; i < 200_000; i += 1) {
      const bucket = vitalBucketOf(metric, VITAL_VALUES[metric](random()));
      shares.set(bucket, (shares.get(bucket) ?? 0) + 1 / 200_000);
    }
    return [metric, [...shares.entries()]];
  }),
);

// The rollup rows of one hour's `records` records (hour span), as the write path would leave them: each
// kind's and page's share of the records, the errors' share per message, the drops per reason, each
// web-vital's performance records per bucket; batches of 20, 5% with a duplicate, 2% with a rejection.
function rollHour(t, records) {
  const span = HOUR;
  const rows = {
    telemetry_rollup_kinds: [],
    telemetry_rollup_pages: [],
    telemetry_rollup_drops: [],
    telemetry_rollup_errors: [],
    telemetry_rollup_vitals: [],
    telemetry_rollup_batches: [],
    telemetry_rollup_rejections: [],
  };
  for (const [kind, kindShare] of KINDS) {
    let kindRecords = 0;
    PAGES.forEach((page, p) => {
      const count = share(records, kindShare * PAGE_SHARES[p]);
      if (count === 0) return;
      kindRecords += count;
      rows.telemetry_rollup_pages.push({ page_path: page, span, t, kind, records: count });
      if (kind === 'error')
        MESSAGES.forEach((_, m) => {
          const errors = share(count, MESSAGE_SHARES[m]);
          if (errors === 0) return;
          const first = t + Math.floor(random() * HOUR * 0.1);
          rows.telemetry_rollup_errors.push({
            span,
            t,
            fingerprint: FINGERPRINTS[m],
            page_path: page,
            count: errors,
            first_seen: first,
            last_seen: first + Math.floor(random() * (t + HOUR - first)),
          });
        });
      if (kind === 'drop')
        for (const reason of DROP_REASONS) {
          const drops = share(count, 1 / DROP_REASONS.length);
          if (drops > 0)
            rows.telemetry_rollup_drops.push({ span, t, page_path: page, reason, kind: '', count: 10 * drops });
        }
      if (kind === 'performance')
        for (const metric of WEB_VITAL_NAMES)
          for (const [bucket, bucketShare] of VITAL_SHARES[metric]) {
            const values = share(count, bucketShare);
            if (values > 0)
              rows.telemetry_rollup_vitals.push({ page_path: page, span, t, metric, bucket, count: values });
          }
    });
    if (kindRecords > 0) rows.telemetry_rollup_kinds.push({ span, t, kind, records: kindRecords });
  }
  const stored = rows.telemetry_rollup_kinds.reduce((sum, row) => sum + row.records, 0);
  const batches = Math.ceil(stored / RECORDS_PER_BATCH);
  const duplicates = share(batches, 0.05);
  const rejected = share(batches, 0.02);
  rows.telemetry_rollup_batches.push({
    span,
    t,
    batches,
    records: stored + duplicates + rejected,
    stored,
    duplicates,
    rejected,
    bytes: 400 * stored,
    max_records: RECORDS_PER_BATCH + 1,
  });
  if (rejected > 0)
    rows.telemetry_rollup_rejections.push({
      span,
      t,
      kind: 'error',
      reason: 'invalid: $.payload.stack: expected string',
      count: rejected,
    });
  return rows;
}

const COUNTERS = new Set(['records', 'count', 'batches', 'stored', 'duplicates', 'rejected', 'bytes']);

// Day (and week) rows: the hour rows of the day summed by their key columns (max_records and first/last seen
// folded), as the write path leaves them (src/server/storage/telemetry/rollups/rollupSpans.ts).
function toDayRows(table, hourRows, dayRows, day, span = DAY) {
  for (const row of hourRows) {
    const key = Object.entries(row)
      .filter(
        ([name]) => !COUNTERS.has(name) && !['span', 't', 'max_records', 'first_seen', 'last_seen'].includes(name),
      )
      .map(([, value]) => value)
      .join(' ');
    const id = `${table} ${key}`;
    const found = dayRows.get(id);
    if (!found) {
      dayRows.set(id, { table, row: { ...row, span, t: day } });
      continue;
    }
    for (const name of Object.keys(row)) {
      if (COUNTERS.has(name)) found.row[name] += row[name];
      else if (name === 'max_records' || name === 'last_seen') found.row[name] = Math.max(found.row[name], row[name]);
      else if (name === 'first_seen') found.row[name] = Math.min(found.row[name], row[name]);
    }
  }
}

/** Every rollup row of RECORDS records over SPAN_DAYS ending at `now`, handed to `write(table, rows)` a day at a time. */
async function generate(now, write) {
  const start = Math.floor((now - SPAN_DAYS * DAY) / HOUR) * HOUR;
  const hours = SPAN_DAYS * 24;
  let made = 0;
  let dayRows = new Map();
  let weekRows = new Map();
  let day = Math.floor(start / DAY) * DAY;
  let week = Math.floor(start / WEEK) * WEEK;
  const flush = async (summed) => {
    const byTable = new Map();
    for (const { table, row } of summed.values()) (byTable.get(table) ?? byTable.set(table, []).get(table)).push(row);
    for (const [table, rows] of byTable) await write(table, rows);
  };
  const flushDay = async () => {
    await flush(dayRows);
    dayRows = new Map();
  };
  const flushWeek = async () => {
    await flush(weekRows);
    weekRows = new Map();
  };
  for (let h = 0; h < hours; h += 1) {
    const t = start + h * HOUR;
    if (Math.floor(t / DAY) * DAY !== day) {
      await flushDay();
      day = Math.floor(t / DAY) * DAY;
    }
    if (Math.floor(t / WEEK) * WEEK !== week) {
      await flushWeek();
      week = Math.floor(t / WEEK) * WEEK;
    }
    const records = Math.round((RECORDS * (h + 1)) / hours) - made;
    made += records;
    const tables = rollHour(t, records);
    for (const [table, rows] of Object.entries(tables)) {
      await write(table, rows);
      toDayRows(table, rows, dayRows, day);
      toDayRows(table, rows, weekRows, week, WEEK);
    }
    process.stderr.write(`\rinspector bench: ${made} records rolled up`);
  }
  await flushDay();
  await flushWeek();
  process.stderr.write('\n');
  return MESSAGES.map((message, i) => ({
    fingerprint: FINGERPRINTS[i],
    message,
    sample_stack: `${message}\n    at render (https://site.example/assets/main.js:1:${i})`,
    sample_page: '/',
    first_seen: start,
  }));
}

async function fillSqlite(file, now) {
  const raw = new SQLite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  const statements = new Map();
  let rows = 0;
  const insert = (table, row) => {
    const columns = Object.keys(row);
    const key = `${table}(${columns})`;
    let statement = statements.get(key);
    if (!statement)
      statements.set(
        key,
        (statement = raw.prepare(`INSERT INTO ${table} (${columns}) VALUES (${columns.map(() => '?')})`)),
      );
    statement.run(...Object.values(row));
  };
  const write = raw.transaction((table, list) => {
    for (const row of list) insert(table, row);
    rows += list.length;
  });
  const groups = await generate(now, async (table, list) => write(table, list));
  write('telemetry_error_groups', groups);
  raw.close();
  return rows;
}

async function fillPostgres(url, now) {
  const client = new pg.Client(url);
  await client.connect();
  let rows = 0;
  const types = { span: 'bigint', t: 'bigint', bucket: 'integer', message: 'text' };
  const write = async (table, list) => {
    if (list.length === 0) return;
    const columns = Object.keys(list[0]);
    const arrays = columns.map((c) => list.map((row) => row[c]));
    const casts = columns.map((c, i) => {
      const sample = list[0][c];
      const type = types[c] ?? (typeof sample === 'number' ? 'bigint' : 'text');
      return `$${i + 1}::${type}[]`;
    });
    await client.query(`INSERT INTO ${table} (${columns}) SELECT * FROM unnest(${casts})`, arrays);
    rows += list.length;
  };
  await client.query('BEGIN');
  const groups = await generate(now, write);
  await write('telemetry_error_groups', groups);
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE');
  await client.end();
  return rows;
}

async function measureQueries(databaseUrl, now) {
  const db = await openStorage(databaseUrl);
  // The inspector's queries, each on this database.
  const repository = Object.fromEntries(
    Object.entries(inspector).map(([name, query]) => [name, (filter) => query(db, filter)]),
  );
  const time = async (query) => {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await query();
      runs.push(performance.now() - t);
    }
    return Math.round(median(runs) * 10) / 10;
  };
  const measure = async (filter) => {
    const panels = {
      overviewMs: await time(() => repository.overview(filter)),
      kindSeriesMs: await time(() => repository.kindSeries(filter)),
      errorGroupsMs: await time(() => repository.errorGroups(filter)),
      vitalsP75Ms: await time(() => repository.vitals(filter)),
      pagePathsMs: await time(() => repository.pagePaths(filter)),
    };
    // The view as the inspector opens it: the five panels asked at once.
    panels.wholeViewMs = await time(() =>
      Promise.all([
        repository.overview(filter),
        repository.kindSeries(filter),
        repository.errorGroups(filter),
        repository.vitals(filter),
        repository.pagePaths(filter),
      ]),
    );
    return panels;
  };
  const lastDay = { from: now - DAY, to: now };
  const all = { from: now - SPAN_DAYS * DAY, to: now };
  try {
    const overview = await repository.overview(all);
    return {
      recordsInView: overview.records.total,
      lastDay: await measure(lastDay),
      lastDayOnePage: await measure({ ...lastDay, page: '/' }),
      all30Days: await measure(all),
      all30DaysErrorKind: await measure({ ...all, kind: 'error' }),
      all30DaysOnePage: await measure({ ...all, page: '/page-3' }),
    };
  } finally {
    await db.destroy();
  }
}

const result = { records: RECORDS, spanDays: SPAN_DAYS, runs: RUNS, statistic: 'median' };
const stores = (process.env.BENCH_INSPECTOR_STORES ?? 'sqlite,postgres').split(',');
const keptFile = process.env.BENCH_INSPECTOR_SQLITE_FILE;
const kept = keptFile && existsSync(`${keptFile}.json`) ? JSON.parse(readFileSync(`${keptFile}.json`, 'utf8')) : null;
const reuse = kept !== null && kept.records === RECORDS;
const now = reuse ? kept.now : Math.floor(Date.now() / HOUR) * HOUR + 1;

const dir = mkdtempSync(path.join(tmpdir(), 'bench-inspector-'));
const file = keptFile ?? path.join(dir, 'inspector.db');
try {
  if (stores.includes('sqlite') && reuse) {
    // The kept database, brought up to the current migrations.
    await (await openStorage(`sqlite:${file}`)).destroy();
    result.sqlite = { reused: file, rollupRows: kept.rollupRows };
    Object.assign(result.sqlite, await measureQueries(`sqlite:${file}`, now));
  } else if (stores.includes('sqlite')) {
    if (keptFile) rmSync(keptFile, { force: true });
    // The schema from the real migrations.
    await (await openStorage(`sqlite:${file}`)).destroy();
    let fillStarted = performance.now();
    const sqliteRows = await fillSqlite(file, now);
    const sizes = new SQLite(file, { readonly: true });
    const bytes = sizes
      .prepare('SELECT page_count * page_size AS n FROM pragma_page_count(), pragma_page_size()')
      .get().n;
    sizes.close();
    if (keptFile) writeFileSync(`${keptFile}.json`, JSON.stringify({ records: RECORDS, now, rollupRows: sqliteRows }));
    result.sqlite = {
      fillSeconds: Math.round((performance.now() - fillStarted) / 100) / 10,
      rollupRows: sqliteRows,
      databaseBytes: bytes,
    };
    Object.assign(result.sqlite, await measureQueries(`sqlite:${file}`, now));
  }

  const cluster = !stores.includes('postgres') || process.env.BENCH_DATABASE_URL ? null : await startPostgresCluster();
  if (stores.includes('postgres'))
    try {
      const url = process.env.BENCH_DATABASE_URL ?? cluster.socketUrl;
      await (await openStorage(url)).destroy();
      seed = 42;
      const fillStarted = performance.now();
      const postgresRows = await fillPostgres(url, now);
      const sizes = new pg.Client(url);
      await sizes.connect();
      const { rows } = await sizes.query(`SELECT pg_database_size(current_database()) AS n`);
      await sizes.end();
      result.postgres = {
        fillSeconds: Math.round((performance.now() - fillStarted) / 100) / 10,
        rollupRows: postgresRows,
        databaseBytes: Number(rows[0].n),
      };
      Object.assign(result.postgres, await measureQueries(url, now));
    } finally {
      cluster?.stop();
    }
  console.log(JSON.stringify(result));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
