import { describe, expect, it } from 'vitest';
import { buildTrackCall, TRACK_CALL_KIND } from '../../../../../src/shared/telemetry/analytics/trackCall';
import { validateRecord } from '../../../../../src/shared/telemetry/validateRecord';
import type { TelemetryRecord } from '../../../../../src/shared/telemetry/TelemetryRecord';

const context = { automatic: { page_path: '/shop', window_width: 1280 }, analyticsId: 'aid-1' };
const trackRecord = (name: unknown, data: unknown): TelemetryRecord => ({
  id: 'p.0',
  kind: TRACK_CALL_KIND,
  type: String(name),
  sessionId: 's',
  seq: 0,
  time: 1,
  pagePath: '/shop',
  payload: { name, data, context },
});

describe('buildTrackCall (a track() call built off the page)', () => {
  it('builds the analytics record the server accepts, with its warnings', () => {
    const warnings: string[] = [];
    const built = buildTrackCall(trackRecord('signup', { object_type: 42, plan: 'gold' }), (w) => warnings.push(w));
    expect(built.kind).toBe('analytics');
    expect(validateRecord(built).ok).toBe(true);
    expect(JSON.parse(built.payload.commonData as string)).toMatchObject({ page_path: '/shop', window_width: 1280 });
    expect(JSON.parse(built.payload.customData as string)).toEqual({ plan: 'gold' });
    expect(warnings).toEqual(['Analytics field "object_type" dropped: expected a string']);
  });

  it('leaves other records as they are', () => {
    const record = { ...trackRecord('x', {}), kind: 'trace' };
    expect(buildTrackCall(record, () => undefined)).toBe(record);
  });

  it('makes data JSON cannot write an invalid record, with a warning, rather than throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const warnings: string[] = [];
    const built = buildTrackCall(trackRecord('loop', cyclic), (w) => warnings.push(w));
    expect(validateRecord(built)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(warnings[0]).toMatch(/^Analytics event "loop" not stored: /);
  });

  it('is never a kind the server stores unbuilt', () => {
    expect(validateRecord(trackRecord('signup', {}))).toMatchObject({ ok: false, reason: 'unknown-kind' });
  });
});
