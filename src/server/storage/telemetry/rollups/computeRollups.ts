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

// Counts keyed by their columns' values; the key's JSON keeps the columns apart whatever they hold.
class Counter<T> {
  private readonly rows = new Map<string, T>();
  add(key: unknown[], create: () => T, update: (row: T) => void): void {
    const id = JSON.stringify(key);
    let row = this.rows.get(id);
    if (!row) this.rows.set(id, (row = create()));
    update(row);
  }
  sorted(): T[] {
    return [...this.rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  }
}

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
    const error =
      kind === 'error' && typeof payload.message === 'string'
        ? { fingerprint: errorFingerprint(payload.message), message: payload.message }
        : null;
    if (error)
      groups.add(
        [error.fingerprint],
        () => ({
          fingerprint: error.fingerprint,
          message: error.message,
          sample_stack: typeof payload.stack === 'string' ? payload.stack : null,
          sample_page: page,
          first_seen: receivedAt,
        }),
        () => {},
      );
    for (const span of ROLLUP_SPANS) {
      const t = sliceStart(receivedAt, span);
      kinds.add(
        [span, t, kind],
        () => ({ span, t, kind, records: 0 }),
        (row) => (row.records += 1),
      );
      pages.add(
        [page, span, t, kind],
        () => ({ page_path: page, span, t, kind, records: 0 }),
        (row) => (row.records += 1),
      );
      if (kind === 'drop' && typeof payload.reason === 'string' && typeof payload.count === 'number') {
        const dropped =
          typeof payload.kind === 'string'
            ? boundText(payload.kind, TELEMETRY_STORAGE_LIMITS.MAX_STORED_KIND_LENGTH)
            : '';
        const count = payload.count;
        drops.add(
          [span, t, page, payload.reason, dropped],
          () => ({ span, t, page_path: page, reason: payload.reason as string, kind: dropped, count: 0 }),
          (row) => (row.count += count),
        );
      }
      if (error)
        errors.add(
          [span, t, error.fingerprint, page],
          () => ({
            span,
            t,
            fingerprint: error.fingerprint,
            page_path: page,
            count: 0,
            first_seen: receivedAt,
            last_seen: receivedAt,
          }),
          (row) => {
            row.count += 1;
            row.first_seen = Math.min(row.first_seen, receivedAt);
            row.last_seen = Math.max(row.last_seen, receivedAt);
          },
        );
      if (kind === 'performance')
        for (const metric of WEB_VITAL_NAMES) {
          const value = valueAt(payload, VITAL_PAYLOAD_PATHS[metric]);
          const bucket = typeof value === 'number' ? vitalBucketOf(metric, value) : null;
          if (bucket === null) continue;
          vitals.add(
            [page, span, t, metric, bucket],
            () => ({ page_path: page, span, t, metric, bucket, count: 0 }),
            (row) => (row.count += 1),
          );
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
