import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { Database } from '../Database';

export interface RecordFilterOptions {
  /** Leave the kind filter out: panels that are about one kind (errors, vitals) set their own. */
  ignoreKind?: boolean;
}

// The inspector's filters on telemetry_records: time range [from, to), kind, exact page path. Each one
// is served by an index (received_at; kind, received_at; page_path, received_at).
export function matchRecordFilter(
  eb: ExpressionBuilder<Database, 'telemetry_records'>,
  filter: ResolvedInspectorFilter,
  options: RecordFilterOptions = {},
): Expression<SqlBool> {
  const conditions = [eb('received_at', '>=', filter.from), eb('received_at', '<', filter.to)];
  if (filter.kind && !options.ignoreKind) conditions.push(eb('kind', '=', filter.kind));
  if (filter.page) conditions.push(eb('page_path', '=', filter.page));
  return eb.and(conditions);
}
