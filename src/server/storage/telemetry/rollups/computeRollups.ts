import { createHash } from 'node:crypto';
import { WEB_VITAL_NAMES, vitalBucketOf } from '../../../../shared/api/config/WebVital';
import {
  boundText,
  OTHER_ERRORS,
  rollupPagePath,
  TELEMETRY_STORAGE_LIMITS,
} from '../../../../shared/telemetry/storageLimits';
import type { Database } from '../../Database';
import { VITAL_PAYLOAD_PATHS } from '../../inspector/vitalPayloadPaths';
import { HOUR_MS, ROLLUP_SPANS, sliceStart } from './rollupSpans';

/** A record as stored (its time of receipt is given beside it, computeRollups). */
interface RollupRecord {
  kind: string;
  pagePath: string;
  payload: Record<string, unknown>;
}

type Row<T extends keyof Database> = Database[T];

/** What a set of newly stored records adds to each rollup, one row per key (sorted, for lock order). */
export interface RollupRows {
  kinds: Row<'telemetry_rollup_kinds'>[];
  pages: Row<'telemetry_rollup_pages'>[];
  drops: Row<'telemetry_rollup_drops'>[];
  errors: Row<'telemetry_rollup_errors'>[];
  errorGroups: Row<'telemetry_error_groups'>[];
  vitals: Row<'telemetry_rollup_vitals'>[];
}

/**
 * The error groups' key: a hash of the message, so the rollups never repeat a message of 5000 characters.
 * bench/inspector.mjs writes rollup rows with it.
 */
export function errorFingerprint(message: string): string {
  return createHash('sha256').update(message).digest('hex').slice(0, 32);
}

// Each web-vital's place in a performance payload, as keys.
const VITAL_PATHS = WEB_VITAL_NAMES.map((metric) => ({ metric, path: VITAL_PAYLOAD_PATHS[metric].split('.') }));

function valueAt(payload: Record<string, unknown>, path: readonly string[]): unknown {
  let at: unknown = payload;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

// Counts keyed by their columns' values. A key is the values in a string, each text preceded by its length
// (`k`), so the columns stay apart whatever they hold; one string per row and no array or closure per
// record: JSON.stringify of an array key and two closures per row were a tenth of ingest's JavaScript.
class Counter<T> {
  private readonly rows = new Map<string, T>();
  get(id: string): T | undefined {
    return this.rows.get(id);
  }
  set(id: string, row: T): T {
    this.rows.set(id, row);
    return row;
  }
  sorted(): T[] {
    return [...this.rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  }
}

/** A text in a counter's key: its length, then itself, so no text can run into the next column. */
const k = (text: string) => `${text.length}:${text}`;

// The rollups of records just stored (never of duplicates: the caller passes only what its insert stored):
// records per kind, and per page and kind; drops browsers reported, by page, reason and the kind dropped;
// errors by message fingerprint and page, with the message, a sample stack and page kept once per
// fingerprint; each web-vital's bucket count per page. Page paths are bounded (rollupPagePath); the app
// stores records under one of the site's own pages or "(other)" (storeRecords' rollupPage), a bounded set.
// `receivedAt(i)` is when the server received records[i]; `groupOf` gives the group an error's fingerprint
// counts under (admitErrorGroups: its own, or OTHER_ERRORS past the new groups an hour may make).
//
// Records per kind and page are counted per hour first (nested maps, no key built per record), then added
// to each span's rows once per (hour, kind, page): a group of requests holds a few hours at most.
export function computeRollups(
  records: readonly RollupRecord[],
  receivedAt: (index: number) => number,
  groupOf: (fingerprint: string) => string = (fingerprint) => fingerprint,
): RollupRows {
  const kinds = new Counter<Row<'telemetry_rollup_kinds'>>();
  const pages = new Counter<Row<'telemetry_rollup_pages'>>();
  const drops = new Counter<Row<'telemetry_rollup_drops'>>();
  const errors = new Counter<Row<'telemetry_rollup_errors'>>();
  const groups = new Counter<Row<'telemetry_error_groups'>>();
  const vitals = new Counter<Row<'telemetry_rollup_vitals'>>();
  const hours = new Map<number, Map<string, Map<string, number>>>();
  for (let i = 0; i < records.length; i += 1) {
    const { kind, payload, pagePath } = records[i]!;
    const at = receivedAt(i);
    const page = rollupPagePath(pagePath);
    const hour = sliceStart(at, HOUR_MS);
    let byKind = hours.get(hour);
    if (!byKind) hours.set(hour, (byKind = new Map<string, Map<string, number>>()));
    let byPage = byKind.get(kind);
    if (!byPage) byKind.set(kind, (byPage = new Map<string, number>()));
    byPage.set(page, (byPage.get(page) ?? 0) + 1);
    if (kind === 'drop') addDrop(drops, payload, page, at);
    else if (kind === 'error') addError(errors, groups, payload, page, at, groupOf);
    else if (kind === 'performance') addVitals(vitals, payload, page, at);
  }
  for (const [hour, byKind] of hours)
    for (const [kind, byPage] of byKind) {
      const kindKey = k(kind);
      for (const span of ROLLUP_SPANS) {
        const t = sliceStart(hour, span);
        const time = `${span} ${t}`;
        let total = 0;
        for (const [page, count] of byPage) {
          total += count;
          const pageId = `${k(page)} ${time} ${kindKey}`;
          const pageRow = pages.get(pageId) ?? pages.set(pageId, { page_path: page, span, t, kind, records: 0 });
          pageRow.records += count;
        }
        const kindId = `${time} ${kindKey}`;
        const kindRow = kinds.get(kindId) ?? kinds.set(kindId, { span, t, kind, records: 0 });
        kindRow.records += total;
      }
    }
  return {
    kinds: kinds.sorted(),
    pages: pages.sorted(),
    drops: drops.sorted(),
    errors: errors.sorted(),
    errorGroups: groups.sorted(),
    vitals: vitals.sorted(),
  };
}

function addDrop(
  drops: Counter<Row<'telemetry_rollup_drops'>>,
  payload: Record<string, unknown>,
  page: string,
  at: number,
) {
  if (typeof payload.reason !== 'string' || typeof payload.count !== 'number') return;
  const { reason, count } = payload;
  const dropped =
    typeof payload.kind === 'string' ? boundText(payload.kind, TELEMETRY_STORAGE_LIMITS.MAX_STORED_KIND_LENGTH) : '';
  for (const span of ROLLUP_SPANS) {
    const t = sliceStart(at, span);
    const id = `${span} ${t} ${k(page)} ${k(reason)} ${k(dropped)}`;
    const row = drops.get(id) ?? drops.set(id, { span, t, page_path: page, reason, kind: dropped, count: 0 });
    row.count += count;
  }
}

function addError(
  errors: Counter<Row<'telemetry_rollup_errors'>>,
  groups: Counter<Row<'telemetry_error_groups'>>,
  payload: Record<string, unknown>,
  page: string,
  at: number,
  groupOf: (fingerprint: string) => string,
) {
  if (typeof payload.message !== 'string') return;
  const fingerprint = groupOf(errorFingerprint(payload.message));
  const other = fingerprint === OTHER_ERRORS.fingerprint;
  if (!groups.get(fingerprint))
    groups.set(fingerprint, {
      fingerprint,
      message: other ? OTHER_ERRORS.message : payload.message,
      sample_stack: !other && typeof payload.stack === 'string' ? payload.stack : null,
      sample_page: page,
      first_seen: at,
    });
  for (const span of ROLLUP_SPANS) {
    const t = sliceStart(at, span);
    const id = `${span} ${t} ${fingerprint} ${k(page)}`;
    const row =
      errors.get(id) ??
      errors.set(id, { span, t, fingerprint, page_path: page, count: 0, first_seen: at, last_seen: at });
    row.count += 1;
    row.first_seen = Math.min(row.first_seen, at);
    row.last_seen = Math.max(row.last_seen, at);
  }
}

function addVitals(
  vitals: Counter<Row<'telemetry_rollup_vitals'>>,
  payload: Record<string, unknown>,
  page: string,
  at: number,
) {
  for (const { metric, path } of VITAL_PATHS) {
    const value = valueAt(payload, path);
    const bucket = typeof value === 'number' ? vitalBucketOf(metric, value) : null;
    if (bucket === null) continue;
    for (const span of ROLLUP_SPANS) {
      const t = sliceStart(at, span);
      const id = `${k(page)} ${span} ${t} ${metric} ${bucket}`;
      const row = vitals.get(id) ?? vitals.set(id, { page_path: page, span, t, metric, bucket, count: 0 });
      row.count += 1;
    }
  }
}
