// Sizes a chart bucket may take: round units a reader recognises on a time axis, from the hour, the
// rollups' smallest slice.
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const BUCKET_SIZES_MS = [HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 7 * DAY];

// At most this many points per series: enough to see a shape, few enough that the reply stays small
// whatever the range.
export const MAX_BUCKETS = 200;

/** The smallest round bucket that keeps the range within MAX_BUCKETS points. */
export function chooseBucketSize(from: number, to: number): number {
  const span = Math.max(to - from, 1);
  for (const size of BUCKET_SIZES_MS) if (span / size <= MAX_BUCKETS) return size;
  return Math.ceil(span / MAX_BUCKETS / DAY) * DAY;
}
