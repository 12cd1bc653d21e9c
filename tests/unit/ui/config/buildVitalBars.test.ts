import { describe, expect, it } from 'vitest';
import { buildVitalBars } from '../../../../src/ui/config/inspector/buildVitalBars';
import { vitalBucketCount, vitalBucketEdges, vitalBucketOf } from '../../../../src/shared/api/config/WebVital';

function histogramOf(values: number[]): number[] {
  const histogram = new Array<number>(vitalBucketCount('LCP')).fill(0);
  for (const value of values) histogram[vitalBucketOf('LCP', value)!]! += 1;
  return histogram;
}

describe('the inspector histogram of one metric', () => {
  const edges = vitalBucketEdges('LCP');

  it('draws a single reading as one bucket-wide bar at its value, on an axis of one decade around it', () => {
    const bars = buildVitalBars(edges, histogramOf([812]));
    expect(bars.counts).toEqual([1, null]);
    const [start, end] = bars.xs;
    expect(start).toBeLessThanOrEqual(812);
    expect(end).toBeGreaterThan(812);
    expect(Math.log10(end! / start!)).toBeCloseTo(1 / 20, 6);
    const [from, to] = bars.range;
    expect(Math.log10(to / from)).toBeCloseTo(1, 6);
    expect(from).toBeLessThan(start!);
    expect(to).toBeGreaterThan(end!);
    expect(to).toBeLessThan(3000);
  });

  it('spans the readings exactly when they cover more than a decade, the last bar closed one bucket on', () => {
    const bars = buildVitalBars(edges, histogramOf([120, 150, 4000]));
    expect(bars.counts.filter((count) => count !== null && count > 0)).toEqual([1, 1, 1]);
    expect(bars.counts.at(-1)).toBeNull();
    expect(bars.range).toEqual([bars.xs[0], bars.xs.at(-1)]);
    expect(bars.xs[0]).toBeLessThanOrEqual(120);
    expect(bars.xs.at(-1)).toBeGreaterThan(4000);
  });

  it('draws the open-ended last bucket and the one below the minimum one bucket wide', () => {
    const top = buildVitalBars(edges, histogramOf([90_000]));
    expect(Math.log10(top.xs[1]! / top.xs[0]!)).toBeCloseTo(1 / 20, 6);
    const bottom = buildVitalBars(edges, histogramOf([3]));
    expect(bottom.xs[0]).toBeGreaterThan(0);
    expect(bottom.xs[1]).toBe(edges[1]);
  });
});
