import type { SubmissionView } from '../../../shared/api/config/SubmissionsResponses';
import { formatSubmissionValue } from '../../../shared/config/formatSubmissionValue';

// Visitor input is shown only as React text children, which React escapes: never as HTML.
export function SubmissionsTable({ submissions }: { submissions: SubmissionView[] }) {
  const fields = [...new Set(submissions.flatMap((s) => Object.keys(s.values)))];
  return (
    <div className="config-table-wrap">
      <table className="config-table" data-testid="submissions-table">
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Page</th>
            {fields.map((field) => (
              <th scope="col" key={field}>
                {field}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {submissions.map((s) => (
            <tr key={s.id} data-submission-id={s.id}>
              <td>
                <time dateTime={new Date(s.receivedAt).toISOString()}>
                  {new Date(s.receivedAt).toISOString().replace('T', ' ').slice(0, 19)}
                </time>
              </td>
              <td>{s.pagePath ?? ''}</td>
              {fields.map((field) => (
                <td key={field}>{formatSubmissionValue(s.values[field])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
