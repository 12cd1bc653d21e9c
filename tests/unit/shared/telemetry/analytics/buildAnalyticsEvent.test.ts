import { describe, expect, it } from 'vitest';
import { buildAnalyticsEvent } from '../../../../../src/shared/telemetry/analytics/buildAnalyticsEvent';
import { AnalyticsPayload } from '../../../../../src/shared/telemetry/records/analytics';

const automatic = {
  window_width: 1280,
  window_height: 720,
  page_path: '/shop',
  page_referrer: null,
  session_id: 's1',
  website_id: 'w1',
  client_timestamp: 5,
};

describe('buildAnalyticsEvent (media-and-reporting §3, §5, §7)', () => {
  it('puts known fields in commonData, the rest in customData, and the name as customSchemaName', () => {
    const { payload, warnings } = buildAnalyticsEvent({
      name: 'signup',
      data: { action: 'subscribe', product_area: 'newsletter', plan: 'gold' },
      automatic,
      analyticsId: 'a1',
    });
    expect(warnings).toEqual([]);
    expect(payload.analyticsId).toBe('a1');
    expect(payload.customSchemaName).toBe('signup');
    expect(JSON.parse(payload.commonData)).toEqual({
      actor: 'visitor',
      action: 'subscribe',
      event_owner_team: 'site-owner',
      event_source: 'WEB',
      object_type: 'custom',
      product_area: 'newsletter',
      ...automatic,
    });
    expect(JSON.parse(payload.customData)).toEqual({ plan: 'gold' });
    expect(AnalyticsPayload.safeParse(payload).success).toBe(true);
  });

  it('drops a known field of the wrong type with a warning', () => {
    const { payload, warnings } = buildAnalyticsEvent({
      name: 'e',
      data: { object_type: 42, actor: null, destination_url: null, product_page: { x: 1 } },
      automatic: {},
      analyticsId: 'a1',
    });
    const common = JSON.parse(payload.commonData);
    expect(common.object_type).toBe('custom');
    expect(common.actor).toBe('visitor');
    expect(common.destination_url).toBeNull();
    expect(common).not.toHaveProperty('product_page');
    expect(warnings).toEqual([
      'Analytics field "object_type" dropped: expected a string',
      'Analytics field "actor" dropped: expected a string',
      'Analytics field "product_page" dropped: expected a string or null',
    ]);
  });

  it('does not let custom data forge the automatic values', () => {
    const { payload, warnings } = buildAnalyticsEvent({
      name: 'e',
      data: { page_path: '/forged', window_width: 'wide' },
      automatic,
      analyticsId: 'a1',
    });
    expect(JSON.parse(payload.commonData)).toMatchObject({ page_path: '/shop', window_width: 1280 });
    expect(warnings).toEqual(['Analytics field "window_width" dropped: expected a number']);
  });

  it('serialises a shared automatic object once yet never answers with stale values', () => {
    const shared = { ...automatic };
    const first = buildAnalyticsEvent({ name: 'a', data: { i: 1 }, automatic: shared, analyticsId: 'x' });
    const second = buildAnalyticsEvent({ name: 'b', data: { i: 2 }, automatic: shared, analyticsId: 'x' });
    expect(JSON.parse(second.payload.commonData)).toEqual({ ...JSON.parse(first.payload.commonData), action: 'b' });
    const later = buildAnalyticsEvent({
      name: 'c',
      data: {},
      automatic: { ...automatic, page_path: '/next' },
      analyticsId: 'x',
    });
    expect(JSON.parse(later.payload.commonData).page_path).toBe('/next');
    expect(
      JSON.parse(buildAnalyticsEvent({ name: 'd', data: {}, automatic: {}, analyticsId: 'x' }).payload.commonData),
    ).toEqual({
      actor: 'visitor',
      action: 'd',
      event_owner_team: 'site-owner',
      event_source: 'WEB',
      object_type: 'custom',
    });
  });

  // The worker drops such an event and counts it (`invalid`); the owner's code hears why in the console.
  it('warns when the event cannot be stored, or its data is not an object, and the schema agrees', () => {
    const build = (name: unknown, data?: unknown) =>
      buildAnalyticsEvent({
        name: name as string,
        data: data as Record<string, unknown>,
        automatic: {},
        analyticsId: 'a1',
      });
    const cases: Array<[unknown, unknown, string[], boolean]> = [
      [42, {}, ['Analytics event not stored: its name must be a string of 1 to 200 characters, got a number'], false],
      [
        '',
        {},
        ['Analytics event not stored: its name must be a string of 1 to 200 characters, got an empty string'],
        false,
      ],
      [
        'n'.repeat(201),
        {},
        ['Analytics event not stored: its name must be a string of 1 to 200 characters, got 201 characters'],
        false,
      ],
      ['n'.repeat(200), {}, [], true],
      [
        'big',
        { note: 'x'.repeat(8000) },
        ['Analytics event "big" not stored: its customData is 8011 characters of JSON, at most 8000'],
        false,
      ],
      ['list', ['a'], ['Analytics event "list": its data should be an object of fields, got an array'], true],
      ['text', 'ab', ['Analytics event "text": its data should be an object of fields, got a string'], true],
      ['none', null, [], true],
      ['absent', undefined, [], true],
    ];
    for (const [name, data, warnings, storable] of cases) {
      const event = build(name, data);
      expect(event.warnings, String(name).slice(0, 20)).toEqual(warnings);
      expect(AnalyticsPayload.safeParse(event.payload).success, String(name).slice(0, 20)).toBe(storable);
    }
  });
});
