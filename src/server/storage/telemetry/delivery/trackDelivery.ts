import type { Kysely } from 'kysely';
import { computePageViewDelivery } from '../../../../shared/telemetry/delivery/computePageViewDelivery';
import { deliveryPathBit, type DeliveryPath } from '../../../../shared/telemetry/delivery/deliveryPaths';
import { latencyBucketOf } from '../../../../shared/telemetry/delivery/latencyBuckets';
import { readDropPageId, readRecordSeq } from '../../../../shared/telemetry/delivery/readRecordSeq';
import { madeByFinalCount } from '../../../../shared/telemetry/records/delivery';
import { rollupPagePath } from '../../../../shared/telemetry/storageLimits';
import type { Database } from '../../Database';
import { dialectOf } from '../../dialect/dialectOf';
import { textWithoutNul } from '../../dialect/withoutNul';
import { ROLLUP_SPANS, sliceStart } from '../rollups/rollupSpans';

/** A request of the group, as delivery sees it. */
export interface DeliveryRequest {
  receivedAt: number;
  via: DeliveryPath | null;
  /** The sender's clock when it sent (the `sent` query), if it said. */
  sent: number | null;
  browser: string;
}

/** A record of the group: `fresh` when this group stored it, else a duplicate; `request` indexes the requests. */
export interface DeliveryRecord {
  id: string;
  kind: string;
  pagePath: string;
  time: number;
  payload: Record<string, unknown>;
  fresh: boolean;
  request: number;
}

type PageView = Database['telemetry_page_views'];
type DeliveryRow = Database['telemetry_rollup_delivery'];
type LatencyRow = Database['telemetry_rollup_latency'];
type AllPagesLatencyRow = Database['telemetry_rollup_latency_all'];
const COUNTERS = [
  'views',
  'open_views',
  'complete_views',
  'made',
  'stored',
  'open_stored',
  'dropped',
  'missing',
  'duplicates',
] as const;
type Contribution = Record<(typeof COUNTERS)[number], number>;
/** The latency rollup's path for a request that did not name one (the spec's endpoints, older pages). */
export const UNNAMED_PATH = 'unnamed';
const ROWS_PER_STATEMENT = 500;

// What a page view adds to the delivery rollup of its hour, page and browser (none before its first record).
function contributionOf(view: PageView): Contribution | null {
  if (view.t === 0) return null;
  const d = computePageViewDelivery({
    final: view.final,
    maxSeq: view.max_seq,
    stored: view.stored,
    dropped: view.dropped,
  });
  return {
    views: 1,
    open_views: d.open ? 1 : 0,
    complete_views: d.complete ? 1 : 0,
    made: d.open ? 0 : d.made,
    stored: d.open ? 0 : view.stored,
    open_stored: d.open ? view.stored : 0,
    dropped: d.open ? 0 : d.dropped,
    missing: d.open ? 0 : d.missing,
    duplicates: view.duplicates,
  };
}

/** The page views a group's records change, their new rows, and what they add to the two rollups. */
export interface DeliveryChanges {
  views: PageView[];
  delivery: DeliveryRow[];
  latency: LatencyRow[];
  /** The same latency summed over every page. */
  latencyAllPages: AllPagesLatencyRow[];
}

// The pure part of trackDelivery: given the page views' rows as stored (a row with t 0 is new), the group's
// records and requests, the rows to write. Latency is the time from a record's time, on the page's clock
// corrected by the page view's clock offset, to its storage; a page view's offset is the smallest (received −
// sent) of its requests so far, so it also holds the fastest transit, which a record's latency then leaves out.
export function computeDeliveryChanges(
  stored: ReadonlyMap<string, PageView>,
  records: readonly DeliveryRecord[],
  requests: readonly DeliveryRequest[],
): DeliveryChanges {
  const views = new Map<string, PageView>();
  const before = new Map<string, Contribution | null>();
  const viewOf = (pageId: string, record: DeliveryRecord): PageView => {
    let view = views.get(pageId);
    if (view) return view;
    const row = stored.get(pageId);
    before.set(pageId, row ? contributionOf(row) : null);
    // A new page view (or the placeholder made for it) starts empty, at its first record's hour, page and browser.
    const request = requests[record.request]!;
    view =
      row && row.t !== 0
        ? { ...row }
        : {
            ...emptyView(pageId),
            t: request.receivedAt,
            page_path: rollupPagePath(record.pagePath),
            browser: request.browser,
            clock_offset: row?.clock_offset ?? null,
          };
    views.set(pageId, view);
    return view;
  };
  // A beacon does not say when it was sent (the facade's 3 KB), but a final count leaves in the task that
  // sends it, stamped with that task's time: the latest final count a beacon carries is its time of sending.
  const sentAt = requests.map((request) => request.sent);
  for (const record of records) {
    const request = requests[record.request]!;
    if (request.sent !== null || request.via !== 'beacon' || record.kind !== 'delivery') continue;
    sentAt[record.request] = Math.max(sentAt[record.request] ?? record.time, record.time);
  }
  // Offsets first, so every record of the group is measured with the best offset known.
  for (const record of records) {
    const pageId = readRecordSeq(record.id)?.pageId;
    const request = requests[record.request]!;
    const sent = sentAt[record.request];
    if (!pageId || sent === null || sent === undefined) continue;
    const view = viewOf(pageId, record);
    const offset = request.receivedAt - sent;
    view.clock_offset = view.clock_offset === null ? offset : Math.min(Number(view.clock_offset), offset);
  }
  const latency = new Map<string, LatencyRow>();
  const latencyAllPages = new Map<string, AllPagesLatencyRow>();
  for (const record of records) {
    const request = requests[record.request]!;
    const dropPage = readDropPageId(record.id);
    if (dropPage) {
      if (record.fresh && typeof record.payload.count === 'number')
        viewOf(dropPage, record).dropped += record.payload.count;
      continue;
    }
    const place = readRecordSeq(record.id);
    if (!place) continue;
    const view = viewOf(place.pageId, record);
    if (!record.fresh) {
      view.duplicates += 1;
      continue;
    }
    view.stored += 1;
    view.max_seq = Math.max(view.max_seq, place.seq);
    if (record.kind === 'delivery') view.final = Math.max(view.final ?? 0, madeByFinalCount(place.seq));
    if (request.via) view.paths |= deliveryPathBit(request.via);
    if (view.clock_offset === null) continue;
    const ms = Math.max(0, request.receivedAt - (record.time + Number(view.clock_offset)));
    const bucket = latencyBucketOf(ms);
    const via = request.via ?? UNNAMED_PATH;
    for (const span of ROLLUP_SPANS) {
      const t = sliceStart(request.receivedAt, span);
      const key = `${span} ${t} ${via} ${view.page_path.length}:${view.page_path} ${bucket}`;
      const row = latency.get(key);
      if (row) row.count += 1;
      else latency.set(key, { span, t, via, page_path: view.page_path, bucket, count: 1 });
      const allKey = `${span} ${t} ${via} ${bucket}`;
      const all = latencyAllPages.get(allKey);
      if (all) all.count += 1;
      else latencyAllPages.set(allKey, { span, t, via, bucket, count: 1 });
    }
  }
  const delivery = new Map<string, DeliveryRow>();
  for (const [pageId, view] of views) {
    const d = computePageViewDelivery({
      final: view.final,
      maxSeq: view.max_seq,
      stored: view.stored,
      dropped: view.dropped,
    });
    view.missing = d.missing;
    const was = before.get(pageId) ?? null;
    const now = contributionOf(view)!;
    for (const span of ROLLUP_SPANS) {
      const t = sliceStart(view.t, span);
      const key = `${span} ${t} ${view.page_path.length}:${view.page_path} ${view.browser}`;
      let row = delivery.get(key);
      if (!row) {
        row = { span, t, page_path: view.page_path, browser: view.browser } as DeliveryRow;
        for (const c of COUNTERS) row[c] = 0;
        delivery.set(key, row);
      }
      for (const c of COUNTERS) row[c] += now[c] - (was?.[c] ?? 0);
    }
  }
  const sortedValues = <T>(map: Map<string, T>) =>
    [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  return {
    views: sortedValues(views),
    delivery: sortedValues(delivery).filter((row) => COUNTERS.some((c) => row[c] !== 0)),
    latency: sortedValues(latency),
    latencyAllPages: sortedValues(latencyAllPages),
  };
}

// Runs in storeRecords' transaction, after the records' insert: the page views the group touched are read
// (locked on PostgreSQL, in id order, after a placeholder row makes each exist, so two processes storing the
// same page view's requests at once update it one after the other), changed, and written with the rollups.
export async function trackDelivery(
  trx: Kysely<Database>,
  records: readonly DeliveryRecord[],
  requests: readonly DeliveryRequest[],
): Promise<void> {
  const pageIds = new Set<string>();
  for (const record of records) {
    const pageId = readRecordSeq(record.id)?.pageId ?? readDropPageId(record.id);
    if (pageId) pageIds.add(textWithoutNul(pageId));
  }
  if (pageIds.size === 0) return;
  const ids = [...pageIds].sort();
  const postgres = dialectOf(trx) === 'postgres';
  const stored = new Map<string, PageView>();
  for (let start = 0; start < ids.length; start += ROWS_PER_STATEMENT) {
    const slice = ids.slice(start, start + ROWS_PER_STATEMENT);
    if (postgres)
      await trx
        .insertInto('telemetry_page_views')
        .values(slice.map(emptyView))
        .onConflict((oc) => oc.column('page_id').doNothing())
        .execute();
    const rows = await trx
      .selectFrom('telemetry_page_views')
      .selectAll()
      .where('page_id', 'in', slice)
      .orderBy('page_id')
      .$if(postgres, (qb) => qb.forUpdate())
      .execute();
    for (const row of rows)
      stored.set(row.page_id, {
        ...row,
        t: Number(row.t),
        clock_offset: row.clock_offset === null ? null : Number(row.clock_offset),
      });
  }
  const changes = computeDeliveryChanges(stored, records, requests);
  for (let start = 0; start < changes.views.length; start += ROWS_PER_STATEMENT)
    await trx
      .insertInto('telemetry_page_views')
      .values(changes.views.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc.column('page_id').doUpdateSet((eb) => ({
          t: eb.ref('excluded.t'),
          page_path: eb.ref('excluded.page_path'),
          browser: eb.ref('excluded.browser'),
          final: eb.ref('excluded.final'),
          max_seq: eb.ref('excluded.max_seq'),
          stored: eb.ref('excluded.stored'),
          dropped: eb.ref('excluded.dropped'),
          duplicates: eb.ref('excluded.duplicates'),
          missing: eb.ref('excluded.missing'),
          paths: eb.ref('excluded.paths'),
          clock_offset: eb.ref('excluded.clock_offset'),
        })),
      )
      .execute();
  for (let start = 0; start < changes.delivery.length; start += ROWS_PER_STATEMENT)
    await trx
      .insertInto('telemetry_rollup_delivery')
      .values(changes.delivery.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc
          .columns(['span', 't', 'page_path', 'browser'])
          .doUpdateSet((eb) =>
            Object.fromEntries(
              COUNTERS.map((c) => [c, eb(`telemetry_rollup_delivery.${c}`, '+', eb.ref(`excluded.${c}`))]),
            ),
          ),
      )
      .execute();
  for (let start = 0; start < changes.latency.length; start += ROWS_PER_STATEMENT)
    await trx
      .insertInto('telemetry_rollup_latency')
      .values(changes.latency.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc
          .columns(['span', 't', 'via', 'page_path', 'bucket'])
          .doUpdateSet((eb) => ({ count: eb('telemetry_rollup_latency.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  for (let start = 0; start < changes.latencyAllPages.length; start += ROWS_PER_STATEMENT)
    await trx
      .insertInto('telemetry_rollup_latency_all')
      .values(changes.latencyAllPages.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc
          .columns(['span', 't', 'via', 'bucket'])
          .doUpdateSet((eb) => ({ count: eb('telemetry_rollup_latency_all.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
}

// A page view with no record counted yet: the placeholder (t 0: not rolled up yet) that gives PostgreSQL a row
// to lock, and what a page view's first record starts from.
function emptyView(page_id: string): PageView {
  return {
    page_id,
    t: 0,
    page_path: '',
    browser: '',
    final: null,
    max_seq: -1,
    stored: 0,
    dropped: 0,
    duplicates: 0,
    missing: 0,
    paths: 0,
    clock_offset: null,
  };
}
