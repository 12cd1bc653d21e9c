// The web-vitals the inspector reports, each value counted in a fixed log-spaced bucket as it arrives (the
// rollups keep counts, not values): bucket 0 holds [0, min), bucket i [min·10^((i-1)/20), min·10^(i/20)), the
// last everything from `max` on. Twenty buckets a decade put a p75 within 6% of the exact value.
export const WEB_VITALS = {
  LCP: { min: 10, max: 60_000, unit: 'ms' },
  INP: { min: 1, max: 20_000, unit: 'ms' },
  CLS: { min: 0.0001, max: 10, unit: '' },
  FCP: { min: 10, max: 60_000, unit: 'ms' },
  TTFB: { min: 1, max: 60_000, unit: 'ms' },
} as const;

export type WebVitalName = keyof typeof WEB_VITALS;

export const WEB_VITAL_NAMES = Object.keys(WEB_VITALS) as WebVitalName[];

const VITAL_BUCKETS_PER_DECADE = 20;

/** How many buckets a metric has: the one below `min`, the log-spaced ones, the open-ended last one. */
export function vitalBucketCount(name: WebVitalName): number {
  const { min, max } = WEB_VITALS[name];
  return Math.ceil(Math.log10(max / min) * VITAL_BUCKETS_PER_DECADE) + 2;
}

/** The lower edge of each bucket (the first is 0). */
export function vitalBucketEdges(name: WebVitalName): number[] {
  const { min } = WEB_VITALS[name];
  const count = vitalBucketCount(name);
  return Array.from({ length: count }, (_, i) => (i === 0 ? 0 : min * 10 ** ((i - 1) / VITAL_BUCKETS_PER_DECADE)));
}

/** The bucket a value falls in; null for what is not a measurement (negative, not finite). */
export function vitalBucketOf(name: WebVitalName, value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const { min } = WEB_VITALS[name];
  if (value < min) return 0;
  const index = Math.floor(Math.log10(value / min) * VITAL_BUCKETS_PER_DECADE) + 1;
  return Math.min(index, vitalBucketCount(name) - 1);
}

// The value at rank ⌈q·n⌉ (nearest rank, as CrUX reports p75), placed inside its bucket geometrically
// (linearly in the first; the open-ended last answers its lower edge). 0 for no values.
export function vitalPercentile(name: WebVitalName, histogram: readonly number[], q: number): number {
  const n = histogram.reduce((sum, count) => sum + count, 0);
  if (n === 0) return 0;
  const rank = Math.max(1, Math.ceil(q * n));
  const edges = vitalBucketEdges(name);
  let before = 0;
  for (let i = 0; i < histogram.length; i += 1) {
    const count = histogram[i]!;
    if (before + count >= rank) {
      const place = (rank - before - 0.5) / count;
      if (i === histogram.length - 1) return edges[i]!;
      if (i === 0) return edges[1]! * place;
      return edges[i]! * (edges[i + 1]! / edges[i]!) ** place;
    }
    before += count;
  }
  return edges[edges.length - 1]!;
}
