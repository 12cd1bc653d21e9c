import { FormSubmissionRepository } from '../storage/forms/FormSubmissionRepository';
import { toExportLine } from '../storage/forms/toExportLine';
import { parseCommandOptions } from './lib/parseCommandOptions';
import { runExport } from './lib/runExport';
import { listSiteFormIds } from './lib/listSiteFormIds';

const USAGE = `Usage: npm run forms:export -- [--form <form id>]
Prints the stored form submissions as NDJSON, oldest first, from the database DATABASE_URL names.`;

// `npm run forms:export [-- --form contact]`: stored form submissions as NDJSON on standard output, oldest
// first, from the database DATABASE_URL names (as the server).
const values = parseCommandOptions({ form: { type: 'string' } }, USAGE);
if (values.form !== undefined && values.form.trim() === '') {
  console.error('--form: expected a form id');
  process.exit(2);
}
runExport(
  async function* (db) {
    for await (const row of new FormSubmissionRepository(db).list({ formId: values.form })) yield toExportLine(row);
  },
  async (database, config) => {
    if (values.form === undefined) return `No form submissions stored in ${database}.`;
    const known = await listSiteFormIds(config.siteFile);
    const hint = known && !known.includes(values.form) ? ` The site's forms are: ${known.join(', ')}.` : '';
    return `No submissions of the form "${values.form}" stored in ${database}.${hint}`;
  },
);
