import type { SubmissionView } from '../../../shared/api/config/SubmissionsResponses';
import { formatSubmissionValue } from '../../../shared/config/formatSubmissionValue';
import { encodeCsv } from './encodeCsv';

// Rows are joined into pieces of about this size, so a large export is neither one string nor a chunk a row.
const PIECE_CHARS = 64 * 1024;

/**
 * One row per submission in the order `read` gives (newest first), one column per field id in the order
 * fields first appear, so forms whose fields changed over time still line up. The header needs every field
 * before the first row, so the submissions are read twice: once for the field ids, once for the rows; only
 * the ids and one piece of output are held at a time.
 */
export async function* streamSubmissionsCsv(read: () => AsyncIterable<SubmissionView>): AsyncGenerator<string> {
  const seen = new Set<string>();
  for await (const submission of read()) for (const field of Object.keys(submission.values)) seen.add(field);
  const fields = [...seen];
  let piece = encodeCsv([['receivedAt', 'submissionId', 'formId', 'pagePath', ...fields]]);
  for await (const s of read()) {
    piece += encodeCsv([
      [
        new Date(s.receivedAt).toISOString(),
        s.id,
        s.formId,
        s.pagePath ?? '',
        ...fields.map((field) => formatSubmissionValue(s.values[field])),
      ],
    ]);
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}
