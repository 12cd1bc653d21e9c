// The telemetry inspector's queries over one million stored records (issue 5: it stays fast with a million
// records because SQL aggregates), on SQLite and on PostgreSQL. Builds a temporary SQLite file and a
// throwaway PostgreSQL cluster (or BENCH_DATABASE_URL) with the real migrations, fills both with the same
// generated records in batched transactions, then times each inspector query (median of RUNS) for the last
// day and for the whole 30 days. Prints one JSON object; progress goes to stderr.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { median } from './lib/stats.mjs';

const RECORDS = Number(process.env.BENCH_INSPECTOR_RECORDS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DAY = 86_400_000;
const SPAN_DAYS = 30;
const RECORDS_PER_BATCH = 20;
const ROWS_PER_TRANSACTION = 50_000;

const load = (file) => tsImport(path.resolve(import.meta.dirname, '..', file), import.meta.url);
const { openStorage } = await load('src/server/storage/openStorage.ts');
const { InspectorRepository } = await load('src/server/storage/inspector/InspectorRepository.ts');
const { startPostgresCluster } = await load('tests/postgres/startPostgresCluster.ts');

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
const DROP_REASONS = ['queue-full', 'invalid', 'too-large', 'unknown-kind'];

// A small deterministic generator, so every run measures the same data.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = (weighted) => {
  let r = random();
  for (const [value, weight] of weighted) if ((r -= weight) <= 0) return value;
  return weighted[weighted.length - 1][0];
};
const pickPage = () => PAGES[Math.floor(PAGES.length * random() ** 3)];

function payloadFor(kind) {
  if (kind === 'performance') {
    return {
      app: 'site',
      event: 'pageLoad',
      pageLoadId: 'p',
      timestamp: 0,
      data: {
        largestContentfulPaint: Math.round(800 + 4000 * random() ** 2),
        interactionToNextPaint: Math.round(40 + 400 * random() ** 3),
        cumulativeLayoutShift: Math.round(300 * random() ** 4) / 1000,
        firstContentfulPaint: Math.round(500 + 2000 * random() ** 2),
        timeToFirstByte: Math.round(80 + 900 * random() ** 3),
      },
    };
  }
  if (kind === 'error') {
    const message = MESSAGES[Math.floor(MESSAGES.length * random() ** 2)];
    return {
      app: 'site',
      message,
      stack: `${message}\n    at render (https://site.example/assets/main.js:1:${Math.floor(random() * 9000)})`,
    };
  }
  if (kind === 'drop')
    return { reason: DROP_REASONS[Math.floor(random() * DROP_REASONS.length)], count: 1 + Math.floor(random() * 20) };
  return { event: 'x', data: { url: 'https://site.example/', n: Math.floor(random() * 1000) } };
}

// The rows of records [from, to): records in time order, spread evenly over the span, 20 to a batch.
function generateRows(from, to, start, now) {
  const records = [];
  const batches = [];
  const rejections = [];
  for (let i = from; i < to; i += RECORDS_PER_BATCH) {
    const batchId = `b${i}`;
    const receivedAt = Math.floor(start + ((now - start) * i) / RECORDS);
    const count = Math.min(RECORDS_PER_BATCH, to - i);
    for (let j = 0; j < count; j += 1) {
      const kind = pick(KINDS);
      records.push([
        `r${i + j}`,
        kind,
        pickPage(),
        `s${Math.floor((i + j) / 40)}`,
        receivedAt - 50,
        receivedAt,
        batchId,
        JSON.stringify(payloadFor(kind)),
      ]);
    }
    const duplicates = random() < 0.05 ? 1 : 0;
    const rejected = random() < 0.02 ? 1 : 0;
    if (rejected) rejections.push([batchId, `x${i}`, 'error', '$.payload.stack: expected string', receivedAt]);
    batches.push([
      batchId,
      receivedAt,
      '/api/telemetry/batch',
      count + duplicates + rejected,
      count,
      duplicates,
      rejected,
      400 * count,
    ]);
  }
  return { records, batches, rejections };
}

function fillSqlite(file, start, now, from) {
  const raw = new SQLite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  const insertRecord = raw.prepare(
    'INSERT INTO telemetry_records (id, kind, type, page_path, session_id, client_time, received_at, batch_id, payload) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?)',
  );
  const insertBatch = raw.prepare(
    'INSERT INTO telemetry_batches (id, received_at, endpoint, record_count, stored_count, duplicate_count, rejected_count, bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertRejection = raw.prepare(
    'INSERT INTO telemetry_rejections (batch_id, record_id, kind, reason, received_at) VALUES (?, ?, ?, ?, ?)',
  );
  const fill = raw.transaction(({ records, batches, rejections }) => {
    for (const row of records) insertRecord.run(...row);
    for (const row of batches) insertBatch.run(...row);
    for (const row of rejections) insertRejection.run(...row);
  });
  for (let i = from; i < RECORDS; i += ROWS_PER_TRANSACTION) {
    fill(generateRows(i, Math.min(i + ROWS_PER_TRANSACTION, RECORDS), start, now));
    process.stderr.write(`\rinspector bench: sqlite ${Math.min(i + ROWS_PER_TRANSACTION, RECORDS)} records`);
  }
  process.stderr.write('\n');
  raw.close();
}

// PostgreSQL: the same rows as column arrays through unnest, then VACUUM ANALYZE, as autovacuum would
// leave a table that has stopped growing.
async function fillPostgres(url, start, now) {
  const client = new pg.Client(url);
  await client.connect();
  const columns = (rows, n) => Array.from({ length: n }, (_, c) => rows.map((row) => row[c]));
  for (let i = 0; i < RECORDS; i += ROWS_PER_TRANSACTION) {
    const { records, batches, rejections } = generateRows(i, Math.min(i + ROWS_PER_TRANSACTION, RECORDS), start, now);
    await client.query(
      `INSERT INTO telemetry_records (id, kind, type, page_path, session_id, client_time, received_at, batch_id, payload)
       SELECT id, kind, NULL, page_path, session_id, client_time, received_at, batch_id, payload FROM unnest(
         $1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::text[], $8::text[])
         AS r(id, kind, page_path, session_id, client_time, received_at, batch_id, payload)`,
      columns(records, 8),
    );
    await client.query(
      `INSERT INTO telemetry_batches SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::int[], $5::int[],
         $6::int[], $7::int[], $8::int[])`,
      columns(batches, 8),
    );
    await client.query(
      `INSERT INTO telemetry_rejections SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[])`,
      columns(rejections, 5),
    );
    process.stderr.write(`\rinspector bench: postgres ${Math.min(i + ROWS_PER_TRANSACTION, RECORDS)} records`);
  }
  process.stderr.write('\n');
  await client.query('VACUUM ANALYZE');
  await client.end();
}

async function measureQueries(databaseUrl, start, now) {
  const db = await openStorage(databaseUrl);
  const repository = new InspectorRepository(db);
  const time = async (query) => {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await query();
      runs.push(performance.now() - t);
    }
    return Math.round(median(runs) * 10) / 10;
  };
  const measure = async (filter) => ({
    overviewMs: await time(() => repository.overview(filter)),
    kindSeriesMs: await time(() => repository.kindSeries(filter)),
    errorGroupsMs: await time(() => repository.errorGroups(filter)),
    vitalsP75Ms: await time(() => repository.vitals(filter)),
    pagePathsMs: await time(() => repository.pagePaths(filter)),
  });
  const lastDay = { from: now - DAY, to: now + 1 };
  const all = { from: start, to: now + 1 };
  try {
    return {
      lastDay: await measure(lastDay),
      lastDayOnePage: await measure({ ...lastDay, page: '/' }),
      all30Days: await measure(all),
      all30DaysErrorKind: await measure({ ...all, kind: 'error' }),
    };
  } finally {
    await db.destroy();
  }
}

const result = { records: RECORDS, spanDays: SPAN_DAYS, runs: RUNS, statistic: 'median' };

// BENCH_INSPECTOR_DB keeps the filled SQLite database at that path and reuses it on the next run (for tuning).
const kept = process.env.BENCH_INSPECTOR_DB;
const dir = kept ? null : mkdtempSync(path.join(tmpdir(), 'bench-inspector-'));
const file = kept ?? path.join(dir, 'inspector.db');
try {
  // The schema from the real migrations.
  const migrated = await openStorage(`sqlite:${file}`);
  await migrated.destroy();
  const filled = kept
    ? new SQLite(file)
        .prepare('SELECT MAX(received_at) AS last, MIN(received_at) AS first, COUNT(*) AS n FROM telemetry_records')
        .get()
    : null;
  const now = filled?.n ? filled.last + 1 : Date.now();
  const start = now - SPAN_DAYS * DAY;
  let fillStarted = performance.now();
  fillSqlite(file, start, now, filled?.n ? RECORDS : 0);
  const sizes = new SQLite(file, { readonly: true });
  const bytes = sizes
    .prepare('SELECT page_count * page_size AS n FROM pragma_page_count(), pragma_page_size()')
    .get().n;
  sizes.close();
  // Bytes on disk per record: the records with their indexes, and the batches and rejections beside them.
  result.sqlite = {
    fillSeconds: Math.round((performance.now() - fillStarted) / 100) / 10,
    bytesPerRecord: Math.round(bytes / RECORDS),
  };
  Object.assign(result.sqlite, await measureQueries(`sqlite:${file}`, start, now));

  const cluster = process.env.BENCH_DATABASE_URL ? null : await startPostgresCluster();
  try {
    const url = process.env.BENCH_DATABASE_URL ?? cluster.socketUrl;
    await (await openStorage(url)).destroy();
    seed = 42;
    fillStarted = performance.now();
    await fillPostgres(url, start, now);
    const sizes = new pg.Client(url);
    await sizes.connect();
    const { rows } = await sizes.query(
      `SELECT pg_total_relation_size('telemetry_records') + pg_total_relation_size('telemetry_batches')
         + pg_total_relation_size('telemetry_rejections') AS n`,
    );
    await sizes.end();
    result.postgres = {
      fillSeconds: Math.round((performance.now() - fillStarted) / 100) / 10,
      bytesPerRecord: Math.round(Number(rows[0].n) / RECORDS),
    };
    Object.assign(result.postgres, await measureQueries(url, start, now));
  } finally {
    cluster?.stop();
  }
  console.log(JSON.stringify(result));
} finally {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
