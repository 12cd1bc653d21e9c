// Sizes a chart bucket may take: round units a reader recognises on a time axis.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const BUCKET_SIZES_MS = [
  MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  7 * DAY,
];

// At most this many points per series: enough to see a shape, few enough that the reply stays small
// whatever the range.
export const MAX_BUCKETS = 200;

/** The smallest round bucket that keeps the range within MAX_BUCKETS points. */
export function chooseBucketSize(from: number, to: number): number {
  const span = Math.max(to - from, 1);
  for (const size of BUCKET_SIZES_MS) if (span / size <= MAX_BUCKETS) return size;
  return Math.ceil(span / MAX_BUCKETS / DAY) * DAY;
}
