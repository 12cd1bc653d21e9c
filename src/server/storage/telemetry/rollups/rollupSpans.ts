export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
// Seven days from the Unix epoch (Thursdays, UTC): any fixed 7-day blocks serve, the inspector reads the
// whole ones inside a range.
export const WEEK_MS = 7 * DAY_MS;

// Every rollup row sums one hour, one UTC day or one 7-day week: a record counts in each, so a long range
// reads its whole weeks from week rows, whole days at its ends from day rows and only its ragged ends from
// hour rows (rollupSlices). A 30-day view reads about 10 slices per key instead of 31.
export const ROLLUP_SPANS = [HOUR_MS, DAY_MS, WEEK_MS] as const;

export const sliceStart = (time: number, span: number): number => Math.floor(time / span) * span;
