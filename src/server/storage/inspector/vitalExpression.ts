import type { RawBuilder } from 'kysely';
import type { WebVitalName } from '../../../shared/api/config/WebVital';
import type { SqlDialect } from '../dialect/dialectOf';
import { jsonField } from './jsonField';
import { VITAL_PAYLOAD_PATHS } from './vitalPayloadPaths';

// The SQL expression of one web-vital. The SQLite vitals index (migration 0010) is built on exactly these
// expressions, and SQLite uses an expression index only for a textually identical expression: both take
// it from here.
export function vitalExpression(dialect: SqlDialect, name: WebVitalName): RawBuilder<number | null> {
  return jsonField<number | null>(dialect, VITAL_PAYLOAD_PATHS[name], 'number');
}
