// Telemetry ingest over HTTP: the built server's POST /api/telemetry/batch, fed by CONCURRENCY clients with
// batches of RECORDS_PER_BATCH `event` records (about 20 KB, under the client's 29 KB request cap), into
// SQLite and into PostgreSQL. PostgreSQL is BENCH_DATABASE_URL when given, else a throwaway local cluster
// with its default durability (fsync and synchronous commit on), reached over its Unix socket (loopback TCP
// made the server's socket writes a third of its time). Prints records stored per second for each, after
// checking that every record was stored once; also PostgreSQL behind two server processes. Progress goes
// to stderr.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { startBenchServer } from './lib/benchServer.mjs';
import { median } from './lib/stats.mjs';

const RECORDS = Number(process.env.BENCH_INGEST_RECORDS ?? 1_000_000);
const RECORDS_PER_BATCH = Number(process.env.BENCH_INGEST_BATCH ?? 100);
// Requests in flight: a site's visitors are many, and a process writes the requests that arrived while it
// wrote the last group as one group (storeRecords), so throughput grows with them. At 16, PostgreSQL in one
// process took 33,000-44,000 records/s here; at 64, 48,000-57,000 (bench/results/2026-11-27T05-*).
const CONCURRENCY = Number(process.env.BENCH_INGEST_CONCURRENCY ?? 64);
// Batches sent before the measure (BENCH_INGEST_WARMUP): the server's code is compiled on the way.
const WARMUP_BATCHES = Number(process.env.BENCH_INGEST_WARMUP ?? 50);

const load = (file) => tsImport(path.resolve(import.meta.dirname, '..', file), import.meta.url);
const { createDatabase } = await load('src/server/storage/createDatabase.ts');
const { startPostgresCluster } = await load('tests/postgres/startPostgresCluster.ts');

// BENCH_INGEST_KIND=performance sends page-speed records (about 900 characters of JSON each, stored without
// their keys) instead of events; with BENCH_INGEST_BATCH=25 a batch stays under the 29 KB request cap.
const KIND = process.env.BENCH_INGEST_KIND ?? 'event';

// A page-speed payload as the worker builds it (buildPageSpeedRecord), its figures varying with `seq`.
function pageSpeedPayload(seq, time) {
  return {
    app: 'site-runtime',
    event: 'page-speed',
    pageLoadId: `load-${seq}`,
    timestamp: time,
    // In the schema's key order, as the worker sends it (validateRecord's copy): the route's fast path.
    data: {
      cumulativeLayoutShift: (seq % 50) / 1000,
      decodedBodySize: 48_000 + (seq % 900),
      encodedBodySize: 12_000 + (seq % 300),
      domContentLoadedStart: 400 + (seq % 97),
      domContentLoadedEnd: 402 + (seq % 97),
      domainLookup: seq % 7,
      firstContentfulPaint: 600 + (seq % 400),
      largestContentfulPaint: 1200 + (seq % 1500),
      timeToFirstByte: 100 + (seq % 53),
      loadEventStart: 700 + (seq % 131),
      loadEventEnd: 701 + (seq % 131),
      tcpTime: 20 + (seq % 11),
      tlsTime: 10 + (seq % 5),
      timeToInteractive: 380 + (seq % 89),
      responseStart: 100 + (seq % 53),
      connectionInfo: { effectiveType: '4g', rtt: 50, downlink: 10, saveData: false },
      displaySize: {
        screenWidth: 412,
        screenHeight: 823,
        viewportWidth: 412,
        viewportHeight: 740,
        devicePixelRatio: 2.625,
      },
      hardwareInfo: { hardwareConcurrency: 8, deviceMemory: 4 },
      pagePath: `/page-${seq % 60}`,
      hostname: 'harbour-and-pine.example',
      hash: '',
      memberId: null,
      marketingId: null,
      analyticsId: `a${seq % 500}`,
      version: '4.0.7',
      siteContext: {
        accountId: null,
        websiteId: 'site-1',
        pageType: 1,
        platform: 'Android',
        templateId: 'tpl-1',
        language: 'en-GB',
        timeZone: 'Europe/London',
      },
      measures: {},
    },
  };
}

// Records as the worker sends them: an analytics-style event with a small JSON data string (or KIND's).
function makeBatches(prefix, count) {
  const batches = [];
  const time = Date.now();
  for (let b = 0; b < count; b += 1) {
    const records = [];
    for (let i = 0; i < RECORDS_PER_BATCH; i += 1) {
      const seq = b * RECORDS_PER_BATCH + i;
      records.push({
        id: `${prefix}.${b}.${i}`,
        kind: KIND,
        sessionId: `s${b % 500}`,
        seq,
        time: time + seq,
        pagePath: `/page-${seq % 60}`,
        payload:
          KIND === 'performance'
            ? pageSpeedPayload(seq, time + seq)
            : { event: 'product-impression', data: JSON.stringify({ product: `p${seq % 200}`, list: 'home', i }) },
      });
    }
    batches.push(Buffer.from(JSON.stringify({ records })));
  }
  return batches;
}

// node:http with a keep-alive agent, not fetch: the clients share the 2 cores with the server and PostgreSQL,
// and fetch cost them about 10 µs of CPU a record (a tenth of a millisecond a request), this about a third.
const agents = new Map();
function post(url, body) {
  const { hostname, port } = new URL(url);
  let agent = agents.get(url);
  if (!agent) agents.set(url, (agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        hostname,
        port,
        method: 'POST',
        path: '/api/telemetry/batch',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': body.length },
      },
      (reply) => {
        let text = '';
        reply.setEncoding('utf8');
        reply.on('data', (chunk) => (text += chunk));
        reply.on('end', () => {
          const answer = JSON.parse(text);
          if (reply.statusCode !== 200 || answer.stored !== RECORDS_PER_BATCH)
            reject(new Error(`batch answered ${reply.statusCode} ${text.slice(0, 200)}`));
          else resolve(performance.now() - started);
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
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

// Each measure writes into a database of its own: a fresh SQLite file, or a new database on the cluster
// (`serverUrl`), so a baseline build never meets a newer build's migrations.
async function freshDatabase(name, serverUrl) {
  if (!serverUrl) return `sqlite:${path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-ingest-')), 'site.db')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE bench_${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/bench_${name}`;
  return url.toString();
}

// CPU seconds a process and its reaped children used (Linux /proc; clock ticks of 1/100 s).
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

// PostgreSQL's CPU: its postmaster's (which holds that of ended backends) and that of its live backends.
function postgresCpuSeconds(serverUrl) {
  if (!serverUrl) return 0;
  const dir = decodeURIComponent(new URL(serverUrl).hostname);
  let postmaster;
  try {
    postmaster = Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return 0;
  }
  let total = cpuSeconds(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) === postmaster) total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

async function measure(name, serverUrl, processes = 1, dist = undefined) {
  const databaseUrl = await freshDatabase(name, serverUrl);
  const servers = [];
  // Every client of the bench is 127.0.0.1: the per-client limit stays on (its row is hit by every request, as
  // in production) but is set above what the bench sends.
  const env = { DATABASE_URL: databaseUrl, INGEST_RATE_LIMIT: '100000000' };
  for (let i = 0; i < processes; i += 1) servers.push(await startBenchServer({ env, dist }));
  try {
    const urls = servers.map((s) => s.url);
    await send(urls, makeBatches(`${name}-warm`, WARMUP_BATCHES));
    const batches = makeBatches(name, Math.ceil(RECORDS / RECORDS_PER_BATCH));
    process.stderr.write(`ingest bench: ${name}, ${batches.length} batches…\n`);
    const cpuBefore = {
      server: servers.reduce((sum, s) => sum + cpuSeconds(s.pid), 0),
      db: postgresCpuSeconds(serverUrl),
    };
    const clientBefore = process.cpuUsage();
    const { seconds, latencies } = await send(urls, batches);
    const client = process.cpuUsage(clientBefore);
    const serverCpu = servers.reduce((sum, s) => sum + cpuSeconds(s.pid), 0) - cpuBefore.server;
    const dbCpu = postgresCpuSeconds(serverUrl) - cpuBefore.db;
    const db = createDatabase(databaseUrl);
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
      // CPU time per 1000 records stored, in ms, of the server processes and of PostgreSQL: what the shared
      // machine's load does not change much, unlike records/s.
      serverCpuMsPer1000: Math.round((serverCpu / records) * 1e7) / 10,
      postgresCpuMsPer1000: serverUrl ? Math.round((dbCpu / records) * 1e7) / 10 : undefined,
      // This bench's own (the clients'), which shares the machine with them.
      clientCpuMsPer1000: Math.round(((client.user + client.system) / records) * 10) / 10,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

// The machine is shared: the load average beside the figures says how much of it the bench had.
const result = {
  kind: KIND,
  recordsPerBatch: RECORDS_PER_BATCH,
  concurrency: CONCURRENCY,
  loadAverageBefore: Math.round(os.loadavg()[0] * 10) / 10,
};
// BENCH_INGEST_STORES=postgres (or sqlite, postgres2) runs only those named.
const stores = (process.env.BENCH_INGEST_STORES ?? 'sqlite,postgres,postgres2').split(',');
// BENCH_INGEST_BASELINE=<a build's dist folder> measures that build and this one in turns, ROUNDS times each
// (BENCH_INGEST_ROUNDS, default 3), so a busy spell of the shared machine falls on both: medians and the
// ratio this/baseline are printed per store.
const baseline = process.env.BENCH_INGEST_BASELINE ? path.resolve(process.env.BENCH_INGEST_BASELINE) : null;
const rounds = baseline ? Number(process.env.BENCH_INGEST_ROUNDS ?? 3) : 1;
let run = 0;
async function measureStore(key, name, databaseUrl, processes) {
  if (!baseline) return measure(name, databaseUrl, processes);
  const runs = { candidate: [], baseline: [] };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? ['baseline', 'candidate'] : ['candidate', 'baseline'];
    for (const which of order) {
      run += 1;
      const figures = await measure(
        `${name}r${run}`,
        databaseUrl,
        processes,
        which === 'baseline' ? baseline : undefined,
      );
      runs[which].push({ ...figures, loadAverage: Math.round(os.loadavg()[0] * 10) / 10 });
    }
  }
  const rate = (which) => median(runs[which].map((r) => r.recordsPerSecond));
  process.stderr.write(`ingest bench: ${key} ${rate('candidate')} against ${rate('baseline')} records/s\n`);
  return {
    recordsPerSecond: rate('candidate'),
    baselineRecordsPerSecond: rate('baseline'),
    ratio: Math.round((rate('candidate') / rate('baseline')) * 100) / 100,
    runs,
  };
}
if (stores.includes('sqlite')) result.sqlite = await measureStore('sqlite', 'sqlite', null, 1);

const cluster = process.env.BENCH_DATABASE_URL ? null : await startPostgresCluster({ durable: true });
try {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? cluster.socketUrl;
  if (stores.includes('postgres')) result.postgres = await measureStore('postgres', 'postgres', postgresUrl, 1);
  if (stores.includes('postgres2'))
    result.postgresTwoProcesses = await measureStore('postgres2', 'postgres2', postgresUrl, 2);
} finally {
  cluster?.stop();
}
result.loadAverageAfter = Math.round(os.loadavg()[0] * 10) / 10;
console.log(JSON.stringify(result));
