import { useState } from 'react';
import type { SubmissionsReply } from '../../../shared/api/config/SubmissionsResponses';
import { useJson } from '../useJson';
import { SubmissionsList } from './SubmissionsList';
import { PanelState } from '../inspector/PanelState';

// Form submissions, one form at a time, newest first, with CSV and NDJSON downloads of that form.
export function SubmissionsView() {
  const [formId, setFormId] = useState<string | null>(null);
  const state = useJson<SubmissionsReply>(
    `/api/config/submissions${formId ? `?formId=${encodeURIComponent(formId)}` : ''}`,
  );
  return (
    <section className="config-section" aria-labelledby="submissions-title">
      <h1 id="submissions-title">Form submissions</h1>
      <PanelState state={state} loading="Loading submissions…" />
      {state.status === 'ready' ? (
        state.data.forms.length === 0 ? (
          <p className="config-status">No form has been submitted yet.</p>
        ) : (
          <>
            <div className="config-tabs" role="tablist" aria-label="Forms">
              {state.data.forms.map((form) => (
                <button
                  key={form.formId}
                  type="button"
                  role="tab"
                  aria-selected={form.formId === state.data.formId}
                  onClick={() => setFormId(form.formId)}
                >
                  {form.title} <span className="config-count">({form.count})</span>
                </button>
              ))}
            </div>
            {state.data.formId ? <DownloadLinks formId={state.data.formId} /> : null}
            <SubmissionsList key={state.data.formId} fields={state.data.fields} submissions={state.data.submissions} />
          </>
        )
      ) : null}
    </section>
  );
}

function DownloadLinks({ formId }: { formId: string }) {
  const base = `/api/config/submissions/export?formId=${encodeURIComponent(formId)}`;
  return (
    <p className="config-downloads">
      Download:{' '}
      <a href={`${base}&format=csv`} download>
        CSV
      </a>{' '}
      <a href={`${base}&format=ndjson`} download>
        NDJSON
      </a>
    </p>
  );
}
