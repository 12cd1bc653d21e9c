// Site search: latency of GET /search (the whole server-rendered page) over a generated site of 10,000
// products and blog posts, on the embedded SQLite default. Queries mix common words (thousands of matches
// ranked), rare ones, two-word queries and prefixes; sent one at a time after a warm-up. Also reports how
// long the server took to start with its index to build. Target: p95 at most 50 ms.
// The floor, in the same run: after each search, interleaved, a GET of /healthz (the server's smallest answer:
// one JSON line, one `select 1`), of /contact (a small page of the site rendered like any other) and of / (the
// home page: a hero, a gallery, a summary of the journal). On this
// shared 2-core machine the figures move with its load; the ratios to the floor move much less.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer } from './lib/benchServer.mjs';
import { median, quantile } from './lib/stats.mjs';

const ITEMS = Number(process.env.BENCH_SEARCH_ITEMS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 600);
const WARM_UP = 50;
const root = path.resolve(import.meta.dirname, '..');

// A fixed pseudo-random sequence, so every run searches the same site with the same queries.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

const WORDS = (
  'oak ash walnut cherry maple pine birch elm beech cedar stoneware porcelain glaze salt smoke kiln wheel clay ' +
  'linocut print paper ink press harbour quay tide boat rope sail anchor lamp brass copper tin coffee tea mug ' +
  'bowl plate jug vase stool chair table bench shelf drawer cabinet box frame mirror candle wax oil soap wool ' +
  'linen cotton blanket cushion basket spoon knife board tray workshop lesson course gift card plans drawing ' +
  'summer winter spring autumn morning evening storm coast cliff beach sand shell stone river forest meadow'
).split(' ');
const sentence = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');

function writeSite() {
  const demo = JSON.parse(readFileSync(path.join(root, 'sites/showcase/site.json'), 'utf8'));
  const half = ITEMS / 2;
  const products = Array.from({ length: half }, (_, i) => ({
    id: `bench-p${i}`,
    urlId: `bench-product-${i}`,
    title: `${sentence(2)} ${i}`,
    description: sentence(30),
    images: [],
    structuredContent: {
      productType: 1,
      variants: [{ sku: `BENCH${i}`, price: 1000 + i, qtyInStock: 5 }],
    },
  }));
  const store = demo.collections.find((c) => c.type === 'store');
  store.items.push(
    ...products.map((p, i) => ({ id: `bench-i${i}`, urlId: p.urlId, recordType: 11, title: p.title, productId: p.id })),
  );
  const blog = demo.collections.find((c) => c.type === 'blog');
  blog.items.push(
    ...Array.from({ length: half }, (_, i) => ({
      id: `bench-post${i}`,
      urlId: `bench-post-${i}`,
      recordType: 1,
      title: `${sentence(4)} ${i}`,
      excerpt: sentence(20),
      body: [sentence(80), sentence(80)],
    })),
  );
  demo.products.push(...products);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  mkdirSync(path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'site.json'), JSON.stringify(demo));
  return path.join(dir, 'site.json');
}

const queries = () => {
  const kind = random();
  if (kind < 0.4) return pick(WORDS); // thousands of matches to rank
  if (kind < 0.7) return `${pick(WORDS)} ${pick(WORDS)}`;
  if (kind < 0.85) return pick(WORDS).slice(0, 3); // a prefix, as typed
  return `${pick(WORDS)} ${Math.floor((random() * ITEMS) / 2)}`; // one item by its number
};

const siteFile = writeSite();
const started = performance.now();
const server = await startBenchServer({ site: siteFile });
const startMs = performance.now() - started;
try {
  const times = [];
  const floor = { healthz: [], contact: [], home: [] };
  const timeGet = async (url) => {
    const t = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - t;
  };
  let results = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
    const q = queries();
    const page = random() < 0.2 ? 2 : 1;
    const t = performance.now();
    const response = await fetch(`${server.url}/search?q=${encodeURIComponent(q)}&page=${page}`);
    const html = await response.text();
    const ms = performance.now() - t;
    if (response.status !== 200) throw new Error(`/search?q=${q} answered ${response.status}`);
    const healthz = await timeGet(`${server.url}/healthz`);
    const contact = await timeGet(`${server.url}/contact`);
    const home = await timeGet(`${server.url}/`);
    if (i >= WARM_UP) {
      times.push(ms);
      floor.healthz.push(healthz);
      floor.contact.push(contact);
      floor.home.push(home);
      results += (html.match(/class="search-result"/g) ?? []).length;
    }
  }
  const round = (v) => Math.round(v * 10) / 10;
  console.log(
    JSON.stringify({
      conditions: {
        items: ITEMS,
        requests: REQUESTS,
        concurrency: 1,
        database: 'sqlite',
        statistic: 'p50/p95/p99',
        // The machine's load during the run (1-minute average): figures on a busy machine are not comparable.
        loadAverage: Math.round(loadavg()[0] * 10) / 10,
      },
      search: {
        p50Ms: round(median(times)),
        p95Ms: round(quantile(times, 0.95)),
        p99Ms: round(quantile(times, 0.99)),
        meanResultsPerPage: round(results / REQUESTS),
        serverStartWithIndexMs: Math.round(startMs),
      },
      floor: {
        healthzP50Ms: round(median(floor.healthz)),
        healthzP95Ms: round(quantile(floor.healthz, 0.95)),
        contactPageP50Ms: round(median(floor.contact)),
        contactPageP95Ms: round(quantile(floor.contact, 0.95)),
        homePageP50Ms: round(median(floor.home)),
        homePageP95Ms: round(quantile(floor.home, 0.95)),
        searchP95OverHealthzP95: round(quantile(times, 0.95) / quantile(floor.healthz, 0.95)),
        searchP95OverContactPageP95: round(quantile(times, 0.95) / quantile(floor.contact, 0.95)),
      },
    }),
  );
} finally {
  await server.stop();
}
