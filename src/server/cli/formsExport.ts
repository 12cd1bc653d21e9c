import { readConfig } from '../config/readConfig';
import { openStorage } from '../storage/openStorage';
import { FormSubmissionRepository } from '../storage/forms/FormSubmissionRepository';
import { toExportLine } from '../storage/forms/toExportLine';
import { parseCommandOptions } from './lib/parseCommandOptions';
import { reportStartupError } from '../config/reportStartupError';

const USAGE = `Usage: npm run forms:export -- [--form <form id>]
Prints the stored form submissions as NDJSON, oldest first, from the database DATABASE_URL names.`;

// `npm run forms:export [-- --form contact]`: stored form submissions as NDJSON on standard output, oldest
// first, from the database DATABASE_URL names (as the server).
async function main(): Promise<void> {
  const values = parseCommandOptions({ form: { type: 'string' } }, USAGE);
  if (values.form !== undefined && values.form.trim() === '') {
    console.error('--form: expected a form id');
    process.exit(2);
  }
  const db = await openStorage(readConfig(process.env, process.cwd()).databaseUrl);
  try {
    for await (const row of new FormSubmissionRepository(db).list({ formId: values.form })) {
      if (!process.stdout.write(toExportLine(row)))
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
