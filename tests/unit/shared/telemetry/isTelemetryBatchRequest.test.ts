import { describe, expect, it } from 'vitest';
import {
  isTelemetryBatchRequest,
  TelemetryBatchRequest,
} from '../../../../src/shared/api/telemetry/TelemetryBatchRequest';
import { PIPELINE_LIMITS } from '../../../../src/shared/telemetry/pipelineLimits';

const record = (id: unknown) => ({ id, kind: 'event', payload: {} });

// The handler trusts the quick check and asks the schema only when it fails: it must never pass what the
// schema refuses.
describe('isTelemetryBatchRequest', () => {
  const bodies: unknown[] = [
    { records: [record('a')] },
    { records: [record('a'), record('b')], extra: 1 },
    { records: Array.from({ length: PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST }, (_, i) => record(`r${i}`)) },
    { records: Array.from({ length: PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST + 1 }, (_, i) => record(`r${i}`)) },
    { records: [] },
    { records: [record('')] },
    { records: [record('x'.repeat(100))] },
    { records: [record('x'.repeat(101))] },
    { records: [record(7)] },
    { records: [null] },
    { records: [[record('a')]] },
    { records: 'a' },
    [{ records: [record('a')] }],
    null,
    'records',
  ];
  it.each(bodies.map((body, i) => [i, body]))('agrees with the schema on body %i', (_, body) => {
    expect(isTelemetryBatchRequest(body)).toBe(TelemetryBatchRequest.safeParse(body).success);
  });
});
