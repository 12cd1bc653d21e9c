import { useState } from 'react';
import type { SubmissionField, SubmissionView } from '../../../shared/api/config/SubmissionsResponses';
import { describeSubmissionValue, EMPTY_SUMMARY_VALUE } from '../../../shared/config/describeSubmissionValue';

// How many fields each list entry previews; the rest are in its detail view.
const PREVIEW_FIELDS = 2;

function formatReceived(receivedAt: number): string {
  return new Date(receivedAt).toISOString().replace('T', ' ').slice(0, 19);
}

/**
 * One form's submissions as a list, newest first, each entry previewing its first filled fields, and the
 * selected one in full: every field under its label, empty ones "N/A", passwords masked. A list and a detail
 * read on a phone as well as on a desktop, where a table of twenty columns does not. Visitor input is shown only
 * as React text children, which React escapes: never as HTML.
 */
export function SubmissionsList({ fields, submissions }: { fields: SubmissionField[]; submissions: SubmissionView[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = submissions.find((s) => s.id === selectedId) ?? submissions[0] ?? null;
  const describe = (submission: SubmissionView, field: SubmissionField) =>
    describeSubmissionValue(submission.values[field.id], field.type);
  return (
    <div className="submissions">
      <ol className="submissions-list" data-testid="submissions-list" aria-label="Submissions, newest first">
        {submissions.map((s) => {
          const preview = fields
            .map((field) => describe(s, field))
            .filter((text) => text !== EMPTY_SUMMARY_VALUE)
            .slice(0, PREVIEW_FIELDS);
          return (
            <li key={s.id} data-submission-id={s.id}>
              <button type="button" aria-current={s === selected || undefined} onClick={() => setSelectedId(s.id)}>
                <time dateTime={new Date(s.receivedAt).toISOString()}>{formatReceived(s.receivedAt)}</time>
                <span className="submissions-preview">{preview.join(' · ') || EMPTY_SUMMARY_VALUE}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {selected ? (
        <section className="submission-detail" data-testid="submission-detail" aria-label="Submission">
          <dl>
            <div>
              <dt>Received</dt>
              <dd>
                <time dateTime={new Date(selected.receivedAt).toISOString()}>
                  {formatReceived(selected.receivedAt)}
                </time>
              </dd>
            </div>
            <div>
              <dt>Page</dt>
              <dd>{selected.pagePath ?? EMPTY_SUMMARY_VALUE}</dd>
            </div>
            {fields.map((field) => (
              <div key={field.id} className="submission-field" data-field-id={field.id}>
                <dt>{field.label}</dt>
                <dd>{describe(selected, field)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
