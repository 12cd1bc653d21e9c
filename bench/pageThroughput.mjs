// Pages at the origin (issue 50): requests/s of GET / and /gallery served from the server's render cache,
// against GET /healthz (one `select 1`, a tiny JSON answer) in the same run, and the same pages rendered
// every time (a query string new per request misses the render cache: the route, the site and stock reads,
// React's render, the ETag and brotli). Targets run in turns, BENCH_PAGE_ROUNDS rounds of
// BENCH_PAGE_SECONDS each, so the shared machine's load falls on all of them alike; figures are the
// medians of the rounds. Target: a cached page at least half of /healthz's rate.
import http from 'node:http';
import os from 'node:os';
import { startBenchServer } from './lib/benchServer.mjs';
import { median } from './lib/stats.mjs';

const CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_PAGE_SECONDS ?? 2);
// What a browser sends: the server answers brotli.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

const TARGETS = [
  { name: 'healthz', path: () => '/healthz' },
  { name: 'home (render cache)', path: () => '/' },
  { name: 'gallery (render cache)', path: () => '/gallery' },
  { name: 'home (rendered each time)', path: (n) => `/?bench=${n}` },
  { name: 'gallery (rendered each time)', path: (n) => `/gallery?bench=${n}` },
];

let unique = 0;

function get(agent, url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: HEADERS }, (response) => {
      response.resume();
      response.once('end', () =>
        response.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    });
    request.once('error', reject);
  });
}

// CONNECTIONS clients, each sending its next request when the last is answered, for `seconds`.
async function measure(base, target, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      await get(agent, base + target.path((unique += 1)));
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: latencies[Math.floor(latencies.length * 0.5)],
    p99Ms: latencies[Math.floor(latencies.length * 0.99)],
  };
}

const server = await startBenchServer();
try {
  // Warm: each page rendered once and its code loaded.
  for (const target of TARGETS) await measure(server.url, target, 0.3);
  const runs = Object.fromEntries(TARGETS.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round += 1)
    for (const target of TARGETS) runs[target.name].push(await measure(server.url, target, SECONDS));
  const summary = Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        requestsPerSecond: Math.round(median(list.map((r) => r.requestsPerSecond))),
        p50Ms: Number(median(list.map((r) => r.p50Ms)).toFixed(1)),
        p99Ms: Number(median(list.map((r) => r.p99Ms)).toFixed(1)),
      },
    ]),
  );
  const rate = (name) => summary[name].requestsPerSecond;
  const ratio = (name) => Number((rate(name) / rate('healthz')).toFixed(2));
  console.error(JSON.stringify(summary, null, 2));
  console.log(
    JSON.stringify({
      conditions: {
        connections: CONNECTIONS,
        rounds: ROUNDS,
        secondsEach: SECONDS,
        loadAverage: os.loadavg()[0],
        store: 'sqlite',
      },
      targets: summary,
      ratioToHealthz: {
        home: ratio('home (render cache)'),
        gallery: ratio('gallery (render cache)'),
        homeUncached: ratio('home (rendered each time)'),
        galleryUncached: ratio('gallery (rendered each time)'),
      },
      target: 'a cached page at least 0.5 of /healthz',
    }),
  );
} finally {
  await server.stop();
}
