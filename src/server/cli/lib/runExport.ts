import type { Kysely } from 'kysely';
import { readConfig } from '../../config/readConfig';
import { reportStartupError } from '../../config/reportStartupError';
import { openStorage } from '../../storage/openStorage';
import type { Database } from '../../storage/Database';
import { redactDatabaseUrl } from '../../storage/dialect/redactDatabaseUrl';
type ServerConfig = ReturnType<typeof readConfig>;

// The shared body of the export commands: open the database DATABASE_URL names (as the server), write each
// line `lines` yields to standard output as fast as it drains, close the database. A failure is reported as
// a start-up error is, exit code 1. When nothing matched, `nothing` says so on standard error (standard output
// stays NDJSON), naming the database, so an empty answer is never mistaken for a command that did not run.
export function runExport(
  lines: (db: Kysely<Database>) => AsyncIterable<string>,
  nothing: (database: string, config: ServerConfig) => string | Promise<string>,
): void {
  const main = async () => {
    const config = readConfig(process.env, process.cwd());
    const db = await openStorage(config.databaseUrl);
    let written = 0;
    try {
      for await (const line of lines(db)) {
        written += 1;
        if (!process.stdout.write(line)) await new Promise((resolve) => process.stdout.once('drain', resolve));
      }
      if (written === 0) console.error(await nothing(redactDatabaseUrl(config.databaseUrl), config));
    } finally {
      await db.destroy();
    }
  };
  main().catch((error: unknown) => {
    reportStartupError(error);
    process.exit(1);
  });
}
