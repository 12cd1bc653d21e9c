import { createHash } from 'node:crypto';
import { WEB_VITAL_NAMES, vitalBucketOf } from '../../../../shared/api/config/WebVital';
import { boundText, rollupPagePath, TELEMETRY_STORAGE_LIMITS } from '../../../../shared/telemetry/storageLimits';
import type { Database } from '../../Database';
import { VITAL_PAYLOAD_PATHS } from '../../inspector/vitalPayloadPaths';
import { ROLLUP_SPANS, sliceStart } from './rollupSpans';

/** A record as stored, with the time the server received it. */
interface RollupRecord {
  id: string;
  kind: string;
  pagePath: string;
  receivedAt: number;
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

/** The error groups' key: a hash of the message, so the rollups never repeat a message of 5000 characters. */
function errorFingerprint(message: string): string {
  return createHash('sha256').update(message).digest('hex').slice(0, 32);
}

function valueAt(payload: Record<string, unknown>, path: string): unknown {
  let at: unknown = payload;
  for (const key of path.split('.')) {
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
// fingerprint; each web-vital's bucket count per page. Page paths are bounded (rollupPagePath).
export function computeRollups(records: readonly RollupRecord[]): RollupRows {
  const kinds = new Counter<Row<'telemetry_rollup_kinds'>>();
  const pages = new Counter<Row<'telemetry_rollup_pages'>>();
  const drops = new Counter<Row<'telemetry_rollup_drops'>>();
  const errors = new Counter<Row<'telemetry_rollup_errors'>>();
  const groups = new Counter<Row<'telemetry_error_groups'>>();
  const vitals = new Counter<Row<'telemetry_rollup_vitals'>>();
  for (const record of records) {
    const page = rollupPagePath(record.pagePath);
    const { kind, payload, receivedAt } = record;
    const kindKey = k(kind);
    const pageKey = k(page);
    const error =
      kind === 'error' && typeof payload.message === 'string'
        ? { fingerprint: errorFingerprint(payload.message), message: payload.message }
        : null;
    if (error && !groups.get(error.fingerprint))
      groups.set(error.fingerprint, {
        fingerprint: error.fingerprint,
        message: error.message,
        sample_stack: typeof payload.stack === 'string' ? payload.stack : null,
        sample_page: page,
        first_seen: receivedAt,
      });
    for (const span of ROLLUP_SPANS) {
      const t = sliceStart(receivedAt, span);
      const time = `${span} ${t}`;
      const kindRow = kinds.get(`${time} ${kindKey}`) ?? kinds.set(`${time} ${kindKey}`, { span, t, kind, records: 0 });
      kindRow.records += 1;
      const pageId = `${pageKey} ${time} ${kindKey}`;
      const pageRow = pages.get(pageId) ?? pages.set(pageId, { page_path: page, span, t, kind, records: 0 });
      pageRow.records += 1;
      if (kind === 'drop' && typeof payload.reason === 'string' && typeof payload.count === 'number') {
        const dropped =
          typeof payload.kind === 'string'
            ? boundText(payload.kind, TELEMETRY_STORAGE_LIMITS.MAX_STORED_KIND_LENGTH)
            : '';
        const id = `${time} ${pageKey} ${k(payload.reason)} ${k(dropped)}`;
        const row =
          drops.get(id) ?? drops.set(id, { span, t, page_path: page, reason: payload.reason, kind: dropped, count: 0 });
        row.count += payload.count;
      }
      if (error) {
        const id = `${time} ${error.fingerprint} ${pageKey}`;
        const row =
          errors.get(id) ??
          errors.set(id, {
            span,
            t,
            fingerprint: error.fingerprint,
            page_path: page,
            count: 0,
            first_seen: receivedAt,
            last_seen: receivedAt,
          });
        row.count += 1;
        row.first_seen = Math.min(row.first_seen, receivedAt);
        row.last_seen = Math.max(row.last_seen, receivedAt);
      }
      if (kind === 'performance')
        for (const metric of WEB_VITAL_NAMES) {
          const value = valueAt(payload, VITAL_PAYLOAD_PATHS[metric]);
          const bucket = typeof value === 'number' ? vitalBucketOf(metric, value) : null;
          if (bucket === null) continue;
          const id = `${pageKey} ${time} ${metric} ${bucket}`;
          const row = vitals.get(id) ?? vitals.set(id, { page_path: page, span, t, metric, bucket, count: 0 });
          row.count += 1;
        }
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
