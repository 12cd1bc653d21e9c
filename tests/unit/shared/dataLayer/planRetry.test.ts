import { describe, expect, it } from 'vitest';
import { planRetry } from '../../../../src/shared/dataLayer/planRetry';
import { classifyReply } from '../../../../src/shared/dataLayer/classifyReply';

function failure(status: number) {
  const outcome = classifyReply({ status, text: status === 0 ? null : '{}', url: '/api/x' });
  if (outcome.kind !== 'failure') throw new Error('expected a failure');
  return outcome.failure;
}

describe('planRetry (spec visitor-runtime §8: retry every 200 ms if a retry count is set)', () => {
  it('waits 200 ms before each retry and stops after the count', () => {
    const delays = [1, 2, 3, 4].map((failed) => planRetry(failed, 3, failure(503)));
    expect(delays).toEqual([200, 200, 200, null]);
  });

  it('does not retry without a retry count, or with a count that is not a positive integer', () => {
    expect(planRetry(1, undefined, failure(0))).toBeNull();
    expect(planRetry(1, 0, failure(0))).toBeNull();
    expect(planRetry(1, -2, failure(0))).toBeNull();
    expect(planRetry(1, 1.5, failure(0))).toBeNull();
  });

  it('retries no answer, 408, 429 and 5xx, never another 4xx', () => {
    for (const status of [0, 408, 429, 500, 502, 503]) expect(planRetry(1, 1, failure(status))).toBe(200);
    for (const status of [400, 401, 403, 404, 409]) expect(planRetry(1, 1, failure(status))).toBeNull();
  });
});
