import { describe, expect, it } from 'vitest';
import { computePageViewDelivery } from '../../../../../src/shared/telemetry/delivery/computePageViewDelivery';
import { browserFamilyOf } from '../../../../../src/shared/telemetry/delivery/browserFamilyOf';
import { readDropPageId, readRecordSeq } from '../../../../../src/shared/telemetry/delivery/readRecordSeq';
import {
  latencyBucketEdge,
  latencyBucketOf,
  latencyPercentile,
  LATENCY_BUCKET_COUNT,
} from '../../../../../src/shared/telemetry/delivery/latencyBuckets';

// The gap and tail arithmetic of issue 51, from the seqs a server stored of a page view.
function deliveryOf(storedSeqs: number[], final: number | null, dropped = 0) {
  const distinct = new Set(storedSeqs); // the server stores each id once: a resend is a duplicate
  return computePageViewDelivery({
    final,
    maxSeq: distinct.size ? Math.max(...distinct) : -1,
    stored: distinct.size,
    dropped,
  });
}

describe('a page view’s delivery', () => {
  it('is complete when every seq below the final count is stored, resends and duplicates included', () => {
    expect(deliveryOf([0, 1, 2, 3, 4, 2, 3, 4], 5)).toEqual({
      made: 5,
      gaps: 0,
      tail: 0,
      missing: 0,
      dropped: 0,
      complete: true,
      open: false,
    });
  });

  it('counts the seqs missing below the highest stored as gaps, and those after it up to the count as the tail', () => {
    // seq 1 and 3 lost on the way, 7 to 9 never arrived; 5 resent twice
    const d = deliveryOf([0, 2, 4, 5, 5, 5, 6], 10);
    expect({ gaps: d.gaps, tail: d.tail, missing: d.missing, complete: d.complete }).toEqual({
      gaps: 2,
      tail: 3,
      missing: 5,
      complete: false,
    });
  });

  it('does not count as missing what the page reported dropping, and never counts more drops than are unexplained', () => {
    expect(deliveryOf([0, 1, 4], 6, 2)).toMatchObject({ gaps: 2, tail: 1, dropped: 2, missing: 1 });
    expect(deliveryOf([0, 1, 2], 3, 5)).toMatchObject({ dropped: 0, missing: 0, complete: true });
  });

  it('is open, and counts only gaps, until a final count arrives', () => {
    expect(deliveryOf([0, 2, 3], null)).toMatchObject({
      made: 4,
      gaps: 1,
      tail: 0,
      missing: 1,
      open: true,
      complete: false,
    });
    expect(deliveryOf([], null)).toMatchObject({ made: 0, missing: 0, open: true });
  });

  it('takes a record stored after the final count (made after that hide) as raising what was made', () => {
    expect(deliveryOf([0, 1, 2, 3, 4, 5], 4)).toMatchObject({ made: 6, missing: 0, complete: true });
  });
});

describe('record ids', () => {
  it('reads a page view and seq from `<pageId>.<seq>` only', () => {
    expect(readRecordSeq('k3x9a0b.17')).toEqual({ pageId: 'k3x9a0b', seq: 17 });
    expect(readRecordSeq('k3x9a0b.d3')).toBeNull();
    expect(readRecordSeq('k3x9a0b.e.3')).toBeNull();
    expect(readRecordSeq('spec-0123abcd')).toBeNull();
    expect(readDropPageId('k3x9a0b.d3')).toBe('k3x9a0b');
    expect(readDropPageId('k3x9a0b.3')).toBeNull();
  });
});

describe('latency buckets', () => {
  it('places a percentile within 6% of the value it summarises', () => {
    for (const ms of [12, 95, 1_000, 4_321, 65_000, 3_600_000]) {
      const histogram = new Array<number>(LATENCY_BUCKET_COUNT).fill(0);
      histogram[latencyBucketOf(ms)]! += 1;
      const p50 = latencyPercentile(histogram, 0.5)!;
      expect(Math.abs(p50 - ms) / ms).toBeLessThan(0.065);
      expect(latencyBucketEdge(latencyBucketOf(ms))).toBeLessThanOrEqual(ms);
    }
    expect(latencyPercentile(new Array<number>(LATENCY_BUCKET_COUNT).fill(0), 0.5)).toBeNull();
  });

  it('reads p50, p95 and p99 by rank', () => {
    const histogram = new Array<number>(LATENCY_BUCKET_COUNT).fill(0);
    histogram[latencyBucketOf(100)]! += 94; // 94 records at 100 ms
    histogram[latencyBucketOf(5_000)]! += 5; // 5 at 5 s
    histogram[latencyBucketOf(60_000)]! += 1; // 1 at a minute
    expect(latencyPercentile(histogram, 0.5)).toBeLessThan(110);
    expect(latencyPercentile(histogram, 0.95)).toBeGreaterThan(4_500);
    expect(latencyPercentile(histogram, 0.95)).toBeLessThan(5_600);
    expect(latencyPercentile(histogram, 0.99)).toBeGreaterThan(4_500);
    expect(latencyPercentile(histogram, 0.999)).toBeGreaterThan(55_000);
  });
});

describe('browser families', () => {
  it('names the family of common user agents, the headless test browser as Chrome', () => {
    const ua = (s: string) => `Mozilla/5.0 (X11; Linux x86_64) ${s}`;
    expect(browserFamilyOf(ua('AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'))).toBe(
      'Chrome',
    );
    expect(browserFamilyOf(ua('AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0'))).toBe(
      'Edge',
    );
    expect(browserFamilyOf(ua('Gecko/20100101 Firefox/133.0'))).toBe('Firefox');
    expect(
      browserFamilyOf(
        'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari');
    expect(browserFamilyOf(undefined)).toBe('Other');
    expect(browserFamilyOf('curl/8.0')).toBe('Other');
  });
});
