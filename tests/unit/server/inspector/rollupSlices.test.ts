import { describe, expect, it } from 'vitest';
import { rollupSlices, toRollupFilter } from '../../../../src/server/storage/inspector/rollupSlices';
import { DAY_MS, HOUR_MS, WEEK_MS } from '../../../../src/server/storage/telemetry/rollups/rollupSpans';

// Every hour of [from, to) covered by exactly one slice, each slice aligned on its span.
function expectExactCover(from: number, to: number, slices: ReturnType<typeof rollupSlices>) {
  const sorted = [...slices].sort((a, b) => a.from - b.from);
  let at = from;
  for (const slice of sorted) {
    expect(slice.from).toBe(at);
    expect(slice.from % slice.span).toBe(0);
    expect(slice.to % slice.span).toBe(0);
    at = slice.to;
  }
  expect(at).toBe(to);
}

describe('rollupSlices', () => {
  const now = Date.UTC(2026, 10, 26, 14, 30);

  it('reads a 30-day view from whole weeks and the days at its ends, no hours', () => {
    const filter = toRollupFilter({ from: now - 30 * DAY_MS, to: now });
    const slices = rollupSlices(filter.from, filter.to);
    expectExactCover(filter.from, filter.to, slices);
    const weeks = slices.filter((s) => s.span === WEEK_MS);
    expect(weeks).toHaveLength(1);
    expect((weeks[0]!.to - weeks[0]!.from) / WEEK_MS).toBeGreaterThanOrEqual(3);
    expect(slices.some((s) => s.span === HOUR_MS)).toBe(false);
    // Rows read per key: whole weeks plus at most 6 days at each end, against 31 day rows before.
    const rows = slices.reduce((n, s) => n + (s.to - s.from) / s.span, 0);
    expect(rows).toBeLessThanOrEqual((weeks[0]!.to - weeks[0]!.from) / WEEK_MS + 12);
    expect(rows).toBeLessThan(20);
  });

  it('covers ragged hours, days and weeks exactly, and leaves weeks out when asked (the series)', () => {
    for (const [from, to] of [
      [Math.floor(now / HOUR_MS) * HOUR_MS - 3 * HOUR_MS, Math.floor(now / HOUR_MS) * HOUR_MS],
      [Math.floor((now - 40 * DAY_MS) / HOUR_MS) * HOUR_MS, Math.floor(now / HOUR_MS) * HOUR_MS],
      [0, 3 * WEEK_MS + 5 * HOUR_MS],
    ] as const) {
      expectExactCover(from, to, rollupSlices(from, to));
      const noWeeks = rollupSlices(from, to, [DAY_MS, HOUR_MS]);
      expectExactCover(from, to, noWeeks);
      expect(noWeeks.some((s) => s.span === WEEK_MS)).toBe(false);
    }
  });
});
