import { TelemetryExportQuery } from '../../shared/api/telemetry/TelemetryExportQuery';
import { readExportLines } from '../storage/telemetry/readExportLines';
import { parseCommandOptions } from './lib/parseCommandOptions';
import { runExport } from './lib/runExport';

const USAGE = `Usage: npm run telemetry:export -- [--kind <kind>] [--since <ISO date-time or ms since the epoch>]
Prints the stored telemetry records as NDJSON, oldest first, from the database DATABASE_URL names.`;

// `npm run telemetry:export [-- --kind error --since 2025-01-01T00:00:00Z]`: stored telemetry as NDJSON on
// standard output, from the database DATABASE_URL names (as the server).
const values = parseCommandOptions({ kind: { type: 'string' }, since: { type: 'string' } }, USAGE);
const filter = TelemetryExportQuery.safeParse({ kind: values.kind, since: values.since });
if (!filter.success) {
  for (const issue of filter.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
  process.exit(2);
}
runExport(
  (db) => readExportLines(db, filter.data),
  (database) => `No telemetry records${values.kind || values.since ? ' match' : ''} in ${database}.`,
);
