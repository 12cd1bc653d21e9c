// Telemetry ingest over HTTP: the built server's POST /api/telemetry/batch, fed by CONCURRENCY clients with
// batches of RECORDS_PER_BATCH `event` records (about 20 KB, under the client's 29 KB request cap), into
// SQLite and into PostgreSQL. PostgreSQL is BENCH_DATABASE_URL when given, else a throwaway local cluster
// with its default durability (fsync and synchronous commit on), reached over its Unix socket (loopback TCP
// made the server's socket writes a third of its time). Prints records stored per second for each, after
// checking that every record was stored once; also PostgreSQL behind two server processes. Progress goes
// to stderr.
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { startBenchServer } from './lib/benchServer.mjs';
import { median } from './lib/stats.mjs';

const RECORDS = Number(process.env.BENCH_INGEST_RECORDS ?? 200_000);
const RECORDS_PER_BATCH = Number(process.env.BENCH_INGEST_BATCH ?? 100);
const CONCURRENCY = Number(process.env.BENCH_INGEST_CONCURRENCY ?? 16);
const WARMUP_BATCHES = 50;

const load = (file) => tsImport(path.resolve(import.meta.dirname, '..', file), import.meta.url);
const { openStorage } = await load('src/server/storage/openStorage.ts');
const { startPostgresCluster } = await load('tests/postgres/startPostgresCluster.ts');

// Records as the worker sends them: an analytics-style event with a small JSON data string.
function makeBatches(prefix, count) {
  const batches = [];
  const time = Date.now();
  for (let b = 0; b < count; b += 1) {
    const records = [];
    for (let i = 0; i < RECORDS_PER_BATCH; i += 1) {
      const seq = b * RECORDS_PER_BATCH + i;
      records.push({
        id: `${prefix}.${b}.${i}`,
        kind: 'event',
        sessionId: `s${b % 500}`,
        seq,
        time: time + seq,
        pagePath: `/page-${seq % 60}`,
        payload: { event: 'product-impression', data: JSON.stringify({ product: `p${seq % 200}`, list: 'home', i }) },
      });
    }
    batches.push(JSON.stringify({ records }));
  }
  return batches;
}

async function post(url, body) {
  const started = performance.now();
  const reply = await fetch(`${url}/api/telemetry/batch`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
  });
  const answer = await reply.json();
  if (reply.status !== 200 || answer.stored !== RECORDS_PER_BATCH)
    throw new Error(`batch answered ${reply.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return performance.now() - started;
}

// CONCURRENCY loops, each posting the next unsent batch as soon as its previous one is answered.
async function send(urls, batches) {
  let next = 0;
  const latencies = [];
  const loop = async (n) => {
    while (next < batches.length) {
      const body = batches[next];
      next += 1;
      latencies.push(await post(urls[n % urls.length], body));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => loop(n)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, latencies };
}

async function measure(name, databaseUrl, processes = 1) {
  const servers = [];
  for (let i = 0; i < processes; i += 1) servers.push(await startBenchServer({ env: { DATABASE_URL: databaseUrl } }));
  try {
    const urls = servers.map((s) => s.url);
    await send(urls, makeBatches(`${name}-warm`, WARMUP_BATCHES));
    const batches = makeBatches(name, Math.ceil(RECORDS / RECORDS_PER_BATCH));
    process.stderr.write(`ingest bench: ${name}, ${batches.length} batches…\n`);
    const { seconds, latencies } = await send(urls, batches);
    const db = await openStorage(databaseUrl);
    const stored = await db
      .selectFrom('telemetry_records')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id', 'like', `${name}.%`)
      .executeTakeFirstOrThrow();
    await db.destroy();
    const records = batches.length * RECORDS_PER_BATCH;
    if (Number(stored.n) !== records) throw new Error(`${name}: ${stored.n} of ${records} records stored`);
    return {
      processes,
      records,
      seconds: Math.round(seconds * 100) / 100,
      recordsPerSecond: Math.round(records / seconds),
      batchMedianMs: Math.round(median(latencies) * 10) / 10,
      batchP95Ms: Math.round(latencies[Math.floor(latencies.length * 0.95)] * 10) / 10,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

// The machine is shared: the load average beside the figures says how much of it the bench had.
const result = {
  recordsPerBatch: RECORDS_PER_BATCH,
  concurrency: CONCURRENCY,
  loadAverageBefore: Math.round(os.loadavg()[0] * 10) / 10,
};
const sqliteServer = await startBenchServer();
const sqliteUrl = `sqlite:${sqliteServer.databaseFile}`;
await sqliteServer.stop();
result.sqlite = await measure('sqlite', sqliteUrl);

const cluster = process.env.BENCH_DATABASE_URL ? null : await startPostgresCluster({ durable: true });
try {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? cluster.socketUrl;
  result.postgres = await measure('postgres', postgresUrl);
  result.postgresTwoProcesses = await measure('postgres2', postgresUrl, 2);
} finally {
  cluster?.stop();
}
result.loadAverageAfter = Math.round(os.loadavg()[0] * 10) / 10;
console.log(JSON.stringify(result));
