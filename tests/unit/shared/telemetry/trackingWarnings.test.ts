import { describe, expect, it } from 'vitest';
import { classifyResponse } from '../../../../src/shared/telemetry/classifyResponse';
import { countRecordsOfKind } from '../../../../src/offMain/countRecordsOfKind';
import { decideTrackingWarnings } from '../../../../src/offMain/decideTrackingWarnings';

const body = (...kinds: string[]) =>
  JSON.stringify({ records: kinds.map((kind, seq) => ({ id: `p.${seq}`, kind, payload: { kind: 'analytics' } })) });

describe("'Error tracking event: HTTP Status {code}' (media-and-reporting §8)", () => {
  it('is warned once per finally refused batch that carried analytics events, with its status', () => {
    expect(
      decideTrackingWarnings([
        { status: 400, analytics: 3 },
        { status: 413, analytics: 1 },
      ]),
    ).toEqual(['Error tracking event: HTTP Status 400', 'Error tracking event: HTTP Status 413']);
  });

  it('is not warned for a refused batch without analytics events', () => {
    expect(decideTrackingWarnings([{ status: 400, analytics: 0 }])).toEqual([]);
  });

  it('is due only for statuses the pipeline gives up on: 2xx is stored, 5xx, 429 and no answer are retried', () => {
    expect([200, 202, 204, 429, 500, 503, null].map(classifyResponse)).not.toContain('drop');
    expect([400, 401, 403, 404, 413, 422].map(classifyResponse)).toEqual(Array(6).fill('drop'));
  });

  it('counts the analytics records of a refused body by their kind, not by a payload field of that name', () => {
    expect(countRecordsOfKind(body('analytics', 'event', 'analytics', 'drop'), 'analytics')).toBe(2);
    expect(countRecordsOfKind(body('event'), 'analytics')).toBe(0);
    expect(countRecordsOfKind('not json', 'analytics')).toBe(0);
  });
});
