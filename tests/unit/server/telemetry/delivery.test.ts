import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/server/storage/Database';
import { queryDelivery } from '../../../../src/server/storage/inspector/queryDelivery';
import { storeRecords } from '../../../../src/server/storage/telemetry/storeRecords';
import type { DeliveryPath } from '../../../../src/shared/telemetry/delivery/deliveryPaths';
import type { TelemetryEnvelope } from '../../../../src/shared/telemetry/TelemetryEnvelope';
import { openTestStorage } from '../../../postgres/openTestStorage';

let db: Kysely<Database>;
beforeEach(async () => {
  db = await openTestStorage();
});
afterEach(async () => {
  await db.destroy();
});

const HOUR = 3_600_000;
const T0 = Date.UTC(2030, 0, 7, 10); // server time of the first request
const SKEW = -5 * 60_000; // the page's clock is five minutes behind the server's
const TRANSIT = 20;

// A page view's record `seq`, made at `madeAt` on the server's clock (its time is on the page's clock).
const record = (pageId: string, seq: number, madeAt: number, kind = 'event'): TelemetryEnvelope => ({
  id: `${pageId}.${seq}`,
  kind,
  sessionId: 's',
  seq,
  time: madeAt + SKEW,
  pagePath: pageId.startsWith('b') ? '/shop' : '/',
  payload: kind === 'delivery' ? {} : { event: 'e', data: '{}' },
});
const final = (pageId: string, seq: number, madeAt: number) => record(pageId, seq, madeAt, 'delivery');

// A request sent at `sentAt` (server clock) by `via`, received TRANSIT ms later.
function send(records: TelemetryEnvelope[], via: DeliveryPath, sentAt: number, browser = 'Chrome') {
  return storeRecords(db, records, {
    endpoint: '/api/telemetry/batch',
    via,
    sent: sentAt + SKEW,
    browser,
    now: sentAt + TRANSIT,
  });
}
const range = { from: T0 - HOUR, to: T0 + 2 * HOUR };

describe('delivery per page view', () => {
  it('counts complete page views, missing records, duplicates and open page views, whatever order records arrive in', async () => {
    // a: six records made over 1 s, sent by its worker 1 s later; its final count (seq 6, made 7) by beacon.
    await send(
      [0, 1, 2, 3, 4, 5].map((seq) => record('a1', seq, T0 + seq * 200)),
      'worker',
      T0 + 2_000,
    );
    await send([final('a1', 6, T0 + 3_000)], 'beacon', T0 + 3_000);
    // …and its stash resent by the next page: every line a duplicate.
    await send(
      [record('a1', 4, T0 + 800), record('a1', 5, T0 + 1_000), final('a1', 6, T0 + 3_000)],
      'resend',
      T0 + 60_000,
    );
    // b (Firefox): made 6; seqs 2 and 4 lost; its final count arrives before the rest (beacon), the rest by the
    // service worker two minutes later, two requests at once.
    await send([final('b1', 5, T0 + 5_000)], 'beacon', T0 + 5_000, 'Firefox');
    await Promise.all([
      send([record('b1', 0, T0), record('b1', 1, T0)], 'sw', T0 + 125_000, 'Firefox'),
      send([record('b1', 3, T0 + 4_000), record('b1', 1, T0)], 'sw', T0 + 125_000, 'Firefox'),
    ]);
    // c: its worker reported 2 records it dropped (invalid), which are seqs 1 and 2; complete otherwise.
    await send(
      [
        record('c1', 0, T0),
        record('c1', 3, T0),
        final('c1', 4, T0),
        { ...record('c1', 0, T0, 'drop'), id: 'c1.d0', payload: { reason: 'invalid', count: 2 } },
      ],
      'worker',
      T0 + 500,
    );
    // d: still open (no final count), three records stored, one gap.
    await send([record('d1', 0, T0), record('d1', 2, T0), record('d1', 3, T0)], 'copy', T0 + 10_000);

    const report = await queryDelivery(db, range);
    expect(report.pageViews).toEqual({ total: 4, counted: 3, complete: 2, open: 1, completePercent: (2 * 100) / 3 });
    expect(report.records).toEqual({
      made: 7 + 6 + 5,
      stored: 7 + 4 + 3,
      dropped: 2,
      missing: 2,
      openStored: 3,
      // a: 3 resent lines; b: seq 1 twice in one group
      duplicates: 4,
      missingPerThousand: (2 * 1000) / 18,
      duplicatesPerThousand: (4 * 1000) / 21,
    });
    expect(report.mostMissing).toEqual([
      {
        pageId: 'b1',
        page: '/shop',
        browser: 'Firefox',
        made: 6,
        stored: 4,
        dropped: 0,
        missing: 2,
        open: false,
        paths: ['beacon', 'sw'],
      },
      {
        pageId: 'd1',
        page: '/',
        browser: 'Chrome',
        made: 4,
        stored: 3,
        dropped: 0,
        missing: 1,
        open: true,
        paths: ['copy'],
      },
    ]);
    expect(report.browsers).toEqual([
      { browser: 'Chrome', views: 3, counted: 2, complete: 2, missing: 0 },
      { browser: 'Firefox', views: 1, counted: 1, complete: 0, missing: 2 },
    ]);
    // The page filter keeps the page's own page views.
    const shop = await queryDelivery(db, { ...range, page: '/shop' });
    expect(shop.pageViews).toMatchObject({ total: 1, counted: 1, complete: 0 });
  });

  it('measures latency from the record’s time, corrected by its page’s clock offset, to storage, per path', async () => {
    // Worker: records made 1 s to 2 s before the send. Beacon: made as sent. Service worker: 2 minutes later.
    await send(
      Array.from({ length: 100 }, (_, i) => record('a1', i, T0 - 1_000 - i * 10)),
      'worker',
      T0,
    );
    await send([record('a1', 100, T0 + 5_000), final('a1', 101, T0 + 5_000)], 'beacon', T0 + 5_000);
    await send([record('a2', 0, T0)], 'sw', T0 + 120_000);
    await send([record('a2', 1, T0 + 1_000), final('a2', 2, T0 + 1_000)], 'beacon', T0 + 121_000);
    const { latency } = await queryDelivery(db, range);
    const by = Object.fromEntries(latency.map((l) => [l.via, l]));
    expect(Object.keys(by)).toEqual(['worker', 'beacon', 'sw']);
    expect(by.worker!.count).toBe(100);
    // made 1000–1990 ms before the send: the fastest transit is the clock offset's, so it is left out
    expect(by.worker!.p50).toBeGreaterThan(1_400);
    expect(by.worker!.p50).toBeLessThan(1_600);
    expect(by.worker!.p99).toBeGreaterThan(1_850);
    expect(by.worker!.p99).toBeLessThan(2_150);
    expect(by.beacon!.count).toBe(4);
    // a2's later beacon is its fastest request: the record made 120 s before it took 120 s
    expect(by.sw!.count).toBe(1);
    expect(by.sw!.p50).toBeGreaterThan(112_000);
    expect(by.sw!.p50).toBeLessThan(128_000);
  });

  it('gives the latency over every page as the sum of each page’s, whatever the range', async () => {
    // '/' (pages a…) and '/shop' (pages b…), by worker and by the next visit's resend, in two hours.
    await send(
      Array.from({ length: 30 }, (_, i) => record('a1', i, T0 - i * 100)),
      'worker',
      T0,
    );
    await send(
      Array.from({ length: 20 }, (_, i) => record('b1', i, T0 - i * 1_000)),
      'worker',
      T0 + 1_000,
    );
    await send([record('b1', 20, T0), final('b1', 21, T0)], 'resend', T0 + HOUR);
    await send([record('a2', 0, T0 + HOUR), final('a2', 1, T0 + HOUR)], 'beacon', T0 + HOUR + 10);
    for (const hours of [range, { from: T0, to: T0 + HOUR }, { from: T0 - 10 * 24 * HOUR, to: T0 + 24 * HOUR }]) {
      const all = (await queryDelivery(db, hours)).latency;
      const pages = [
        ...(await queryDelivery(db, { ...hours, page: '/' })).latency,
        ...(await queryDelivery(db, { ...hours, page: '/shop' })).latency,
      ];
      const count = (latency: typeof all) =>
        latency.reduce<Record<string, number>>((n, l) => ({ ...n, [l.via]: (n[l.via] ?? 0) + l.count }), {});
      expect(count(all)).toEqual(count(pages));
      expect(all.length).toBeGreaterThan(0);
    }
    const whole = (await queryDelivery(db, range)).latency;
    expect(Object.fromEntries(whole.map((l) => [l.via, l.count]))).toEqual({ worker: 50, beacon: 2, resend: 2 });
  });

  it("takes a beacon's time of sending from the final count it carries, which the page stamps as it sends", async () => {
    // The page's beacon names no send time: its records made 3 s, 2 s and 0 s before the hide, the final count at it.
    await storeRecords(db, [record('h1', 0, T0 - 3_000), record('h1', 1, T0 - 2_000), final('h1', 2, T0)], {
      endpoint: '/api/telemetry/batch',
      via: 'beacon',
      browser: 'Chrome',
      now: T0 + TRANSIT,
    });
    const { latency } = await queryDelivery(db, range);
    expect(latency).toHaveLength(1);
    expect(latency[0]).toMatchObject({ via: 'beacon', count: 3 });
    expect(latency[0]!.p99).toBeGreaterThan(2_800);
    expect(latency[0]!.p99).toBeLessThan(3_200);
  });

  it('rolls a page view up in the hour it was first received, and moves its figures as late records fill its gaps', async () => {
    await send([record('a1', 0, T0), final('a1', 2, T0)], 'beacon', T0);
    const before = await queryDelivery(db, range);
    expect(before.pageViews.complete).toBe(0);
    expect(before.records.missing).toBe(1);
    // seq 1 arrives an hour and a half later, from the next visit's resend
    await send([record('a1', 1, T0)], 'resend', T0 + 1.5 * HOUR);
    const after = await queryDelivery(db, { from: T0, to: T0 + HOUR });
    expect(after.pageViews).toMatchObject({ total: 1, complete: 1 });
    expect(after.records).toMatchObject({ made: 3, stored: 3, missing: 0 });
    expect(after.mostMissing).toEqual([]);
    // the batch row says how its records came
    const rows = await db
      .selectFrom('telemetry_records')
      .innerJoin('telemetry_batches', 'telemetry_batches.id', 'telemetry_records.batch_id')
      .select(['telemetry_records.id', 'telemetry_batches.via'])
      .orderBy('telemetry_records.id')
      .execute();
    expect(rows).toEqual([
      { id: 'a1.0', via: 'beacon' },
      { id: 'a1.1', via: 'resend' },
      { id: 'a1.2', via: 'beacon' },
    ]);
  });
});
