// The bars of one metric's histogram on a log axis: one bar per bucket from the first holding a value to the
// last, each from its lower edge to the next bucket's (a closing x with no count ends the last bar, so a lone
// bar is one bucket wide, not the chart's width), on an axis of at least one decade around them, so a single
// reading reads as a thin bar at its value.
export interface VitalBars {
  xs: number[];
  counts: (number | null)[];
  range: [number, number];
}

const MIN_DECADES = 1;

export function buildVitalBars(edges: readonly number[], histogram: readonly number[]): VitalBars {
  // Bucket 0 holds everything from 0 up to edges[1]: drawn one bucket-width below it, as a log axis has no 0.
  const ratio = edges[2]! / edges[1]!;
  const lower = (i: number) => (i === 0 ? edges[1]! / ratio : edges[i]!);
  // The last bucket is open-ended: drawn one bucket wide.
  const upper = (i: number) => (i + 1 < edges.length ? edges[i + 1]! : edges[i]! * ratio);
  const first = Math.max(
    0,
    histogram.findIndex((count) => count > 0),
  );
  const last = Math.max(first, histogram.length - 1 - [...histogram].reverse().findIndex((count) => count > 0));
  const xs: number[] = [];
  const counts: (number | null)[] = [];
  for (let i = first; i <= last; i += 1) {
    xs.push(lower(i));
    counts.push(histogram[i] ?? 0);
  }
  xs.push(upper(last));
  counts.push(null);
  const from = xs[0]!;
  const to = xs.at(-1)!;
  const missing = MIN_DECADES - Math.log10(to / from);
  const pad = missing > 0 ? 10 ** (missing / 2) : 1;
  return { xs, counts, range: [from / pad, to * pad] };
}
