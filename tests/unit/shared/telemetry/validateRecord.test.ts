import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../../../src/shared/telemetry/validateRecord';
import { createDropCounter } from '../../../../src/offMain/createDropCounter';
import { RECORD_KINDS } from '../../../../src/shared/telemetry/recordKinds';
import { RECORD_KIND_REGISTRY } from '../../../../src/shared/telemetry/recordKindRegistry';
import { TELEMETRY_PATHS } from '../../../../src/shared/telemetry/telemetryPaths';

const envelope = {
  id: 'p.1',
  kind: 'drop',
  sessionId: 's',
  seq: 1,
  time: 1,
  pagePath: '/',
  payload: { reason: 'queue-full', count: 2 },
};

describe('validateRecord', () => {
  it('accepts a good envelope of a registered kind, names its destination and gives its payload as JSON', () => {
    const check = validateRecord(envelope);
    expect(check).toEqual({
      ok: true,
      record: envelope,
      destination: TELEMETRY_PATHS.BATCH,
      payloadJson: '{"reason":"queue-full","count":2}',
    });
  });
  it('names the envelope field at fault', () => {
    const check = validateRecord({ ...envelope, time: 'now' });
    expect(check.ok).toBe(false);
    if (!check.ok) expect([check.reason, check.detail.split(':')[0]]).toEqual(['invalid', '$.time']);
  });
  it('rejects unknown kinds and bad payloads by reason', () => {
    const unknown = validateRecord({ ...envelope, kind: 'nope' });
    expect(unknown.ok === false && unknown.reason).toBe('unknown-kind');
    const bad = validateRecord({ ...envelope, payload: { reason: 'queue-full', count: 0 } });
    expect(bad.ok === false && [bad.reason, bad.kind, bad.detail.split(':')[0]]).toEqual([
      'invalid',
      'drop',
      '$.payload.count',
    ]);
  });
  it('has a registry entry for every kind of docs/internals.md', () => {
    for (const kind of RECORD_KINDS) expect(RECORD_KIND_REGISTRY[kind].destination).toBe(TELEMETRY_PATHS.BATCH);
  });
});

describe('createDropCounter', () => {
  it('counts drops by reason, kind and status, and hands them out once as drop payloads', () => {
    const drops = createDropCounter();
    drops.count('invalid', 1, 'error');
    drops.count('invalid', 2, 'error');
    drops.count('rejected-by-server', 5, undefined, 400);
    drops.count('queue-full', 0);
    expect(drops.take()).toEqual([
      { reason: 'invalid', count: 3, kind: 'error' },
      { reason: 'rejected-by-server', count: 5, status: 400 },
    ]);
    expect(drops.take()).toEqual([]);
    expect(drops.totals).toEqual({ invalid: 3, 'rejected-by-server': 5 });
  });
});
