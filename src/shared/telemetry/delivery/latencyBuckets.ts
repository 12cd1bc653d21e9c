// Delivery latency (record time to storage) is counted in log-spaced buckets as records arrive, as the
// web-vitals are (WebVital.ts): bucket 0 holds [0, 10 ms), bucket i [10·10^((i−1)/20), 10·10^(i/20)) ms, the last
// everything from 30 days on. Twenty buckets a decade put a percentile within 6% of the exact value.
const MIN_MS = 10;
const MAX_MS = 30 * 24 * 60 * 60 * 1000;
const PER_DECADE = 20;

export const LATENCY_BUCKET_COUNT = Math.ceil(Math.log10(MAX_MS / MIN_MS) * PER_DECADE) + 2;

export function latencyBucketOf(ms: number): number {
  if (!(ms >= MIN_MS)) return 0;
  return Math.min(Math.floor(Math.log10(ms / MIN_MS) * PER_DECADE) + 1, LATENCY_BUCKET_COUNT - 1);
}

/** The lower edge of bucket i, in ms. */
export function latencyBucketEdge(i: number): number {
  return i === 0 ? 0 : MIN_MS * 10 ** ((i - 1) / PER_DECADE);
}

// The value at rank ⌈q·n⌉, placed inside its bucket geometrically (linearly in the first; the open-ended last
// answers its lower edge). null for no values.
export function latencyPercentile(histogram: readonly number[], q: number): number | null {
  const n = histogram.reduce((sum, count) => sum + count, 0);
  if (n === 0) return null;
  const rank = Math.max(1, Math.ceil(q * n));
  let before = 0;
  for (let i = 0; i < histogram.length; i += 1) {
    const count = histogram[i]!;
    if (count > 0 && before + count >= rank) {
      const place = (rank - before - 0.5) / count;
      if (i === LATENCY_BUCKET_COUNT - 1) return latencyBucketEdge(i);
      if (i === 0) return latencyBucketEdge(1) * place;
      return latencyBucketEdge(i) * (latencyBucketEdge(i + 1) / latencyBucketEdge(i)) ** place;
    }
    before += count;
  }
  return latencyBucketEdge(LATENCY_BUCKET_COUNT - 1);
}
