import { TelemetryExportQuery } from '../../shared/api/telemetry/TelemetryExportQuery';
import { readConfig } from '../config/readConfig';
import { openStorage } from '../storage/openStorage';
import { readExportLines } from '../storage/telemetry/readExportLines';
import { parseCommandOptions } from './lib/parseCommandOptions';
import { reportStartupError } from '../config/reportStartupError';

const USAGE = `Usage: npm run telemetry:export -- [--kind <kind>] [--since <ISO date-time or ms since the epoch>]
Prints the stored telemetry records as NDJSON, oldest first, from the database DATABASE_URL names.`;

// `npm run telemetry:export [-- --kind error --since 2025-01-01T00:00:00Z]`: stored telemetry as NDJSON on
// standard output, from the database DATABASE_URL names (as the server).
async function main(): Promise<void> {
  const values = parseCommandOptions({ kind: { type: 'string' }, since: { type: 'string' } }, USAGE);
  const filter = TelemetryExportQuery.safeParse({ kind: values.kind, since: values.since });
  if (!filter.success) {
    for (const issue of filter.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
    process.exit(2);
  }
  const db = await openStorage(readConfig(process.env, process.cwd()).databaseUrl);
  try {
    for await (const line of readExportLines(db, filter.data)) {
      if (!process.stdout.write(line)) await new Promise((resolve) => process.stdout.once('drain', resolve));
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  reportStartupError(error);
  process.exit(1);
});
