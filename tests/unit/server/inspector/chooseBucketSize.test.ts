import { describe, expect, it } from 'vitest';
import { chooseBucketSize, MAX_BUCKETS } from '../../../../src/server/storage/inspector/chooseBucketSize';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('chooseBucketSize', () => {
  it('picks the smallest round size from an hour that keeps the range within the point budget', () => {
    expect(chooseBucketSize(0, HOUR)).toBe(HOUR);
    expect(chooseBucketSize(0, DAY)).toBe(HOUR);
    expect(chooseBucketSize(0, 8 * DAY)).toBe(HOUR);
    expect(chooseBucketSize(0, 30 * DAY)).toBe(6 * HOUR);
    expect(chooseBucketSize(0, 90 * DAY)).toBe(12 * HOUR);
  });

  it('never answers more than the budget, even for very long ranges', () => {
    for (const span of [1, MINUTE, 5 * DAY, 400 * DAY, 4000 * DAY]) {
      expect(span / chooseBucketSize(0, span)).toBeLessThanOrEqual(MAX_BUCKETS);
    }
  });
});
