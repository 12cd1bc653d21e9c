// Image pipeline: the time to answer GET /images/<photo>?format=<width>w the first time (cold: decode the
// 2400 px JPEG original, resize, encode, write to disk) and again (cached: read from disk), per output
// type, against the built server on a fresh data folder. Median of BENCH_RUNS (5) photos per cell.
import { startBenchServer } from './lib/benchServer.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PHOTOS = ['gallery-01', 'gallery-03', 'gallery-05', 'gallery-07', 'gallery-08', 'hero'].slice(0, RUNS);
const TYPES = { avif: 'image/avif,image/webp,*/*', webp: 'image/webp,*/*', jpeg: '*/*' };
const WIDTHS = [1500, 750, 300];

async function timeRequest(url, accept) {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept } });
  const body = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, bytes: body.length };
}

const server = await startBenchServer();
try {
  const result = {};
  for (const [type, accept] of Object.entries(TYPES)) {
    for (const width of WIDTHS) {
      const cold = [];
      const cached = [];
      for (const photo of PHOTOS) {
        const url = `${server.url}/images/${photo}.jpg?format=${width}w`;
        cold.push(await timeRequest(url, accept));
        cached.push(await timeRequest(url, accept));
      }
      result[`${type}-${width}w`] = {
        coldMs: Math.round(median(cold.map((r) => r.ms))),
        cachedMs: Math.round(median(cached.map((r) => r.ms)) * 10) / 10,
        medianBytes: Math.round(median(cached.map((r) => r.bytes))),
      };
    }
  }
  console.log(
    JSON.stringify({
      conditions: { original: 'JPEG about 2400 px wide', runs: PHOTOS.length, statistic: 'median', network: 'local' },
      imageResize: result,
    }),
  );
} finally {
  await server.stop();
}
