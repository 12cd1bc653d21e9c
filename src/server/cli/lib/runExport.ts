import type { Kysely } from 'kysely';
import { readConfig } from '../../config/readConfig';
import { reportStartupError } from '../../config/reportStartupError';
import { openStorage } from '../../storage/openStorage';
import type { Database } from '../../storage/Database';

// The shared body of the export commands: open the database DATABASE_URL names (as the server), write each
// line `lines` yields to standard output as fast as it drains, close the database. A failure is reported as
// a start-up error is, exit code 1.
export function runExport(lines: (db: Kysely<Database>) => AsyncIterable<string>): void {
  const main = async () => {
    const db = await openStorage(readConfig(process.env, process.cwd()).databaseUrl);
    try {
      for await (const line of lines(db)) {
        if (!process.stdout.write(line)) await new Promise((resolve) => process.stdout.once('drain', resolve));
      }
    } finally {
      await db.destroy();
    }
  };
  main().catch((error: unknown) => {
    reportStartupError(error);
    process.exit(1);
  });
}
