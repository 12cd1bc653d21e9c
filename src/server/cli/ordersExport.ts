import { OrderRepository } from '../storage/commerce/OrderRepository';
import { toOrderExportLine } from '../storage/commerce/toOrderViews';
import { parseCommandOptions } from './lib/parseCommandOptions';
import { runExport } from './lib/runExport';

const USAGE = `Usage: npm run orders:export
Prints the store's orders with their lines as NDJSON, oldest first, from the database DATABASE_URL names.`;

// `npm run orders:export`: every order as one NDJSON line on standard output, like the other exports.
parseCommandOptions({}, USAGE);
runExport(
  async function* (db) {
    const orders = new OrderRepository(db);
    for await (const row of orders.list()) yield toOrderExportLine(row, await orders.lines(row.id));
  },
  (database) => `No orders stored in ${database}.`,
);
