import { readConfig } from '../config/readConfig';
import { openStorage } from '../storage/openStorage';
import { OrderRepository } from '../storage/commerce/OrderRepository';
import { toOrderExportLine } from '../storage/commerce/toOrderViews';
import { parseCommandOptions } from './lib/parseCommandOptions';
import { reportStartupError } from '../config/reportStartupError';

const USAGE = `Usage: npm run orders:export
Prints the store's orders with their lines as NDJSON, oldest first, from the database DATABASE_URL names.`;

// `npm run orders:export`: every order as one NDJSON line on standard output, like the other exports.
async function main(): Promise<void> {
  parseCommandOptions({}, USAGE);
  const db = await openStorage(readConfig(process.env, process.cwd()).databaseUrl);
  try {
    const orders = new OrderRepository(db);
    for await (const row of orders.list()) {
      if (!process.stdout.write(toOrderExportLine(row, await orders.lines(row.id))))
        await new Promise((resolve) => process.stdout.once('drain', resolve));
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  reportStartupError(error);
  process.exit(1);
});
