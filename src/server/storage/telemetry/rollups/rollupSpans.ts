export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

// Every rollup row sums one hour or one UTC day: a record counts in both, so a long range reads its whole
// days from day rows and only its ragged ends from hour rows (rollupSlices).
export const ROLLUP_SPANS = [HOUR_MS, DAY_MS] as const;

export const sliceStart = (time: number, span: number): number => Math.floor(time / span) * span;
