import type { ErrorGroups } from '../../../shared/api/config/InspectorResponses';
import { useJson } from '../useJson';
import { PanelState } from './PanelState';
import { InspectorTable } from './InspectorTable';

// JavaScript errors grouped by message. Messages and stacks come from visitors' browsers: text only.
export function ErrorGroupsPanel({ query }: { query: string }) {
  const state = useJson<ErrorGroups>(`/api/config/inspector/errors?${query}`);
  return (
    <section className="config-panel" aria-labelledby="errors-title" data-testid="errors-panel">
      <h2 id="errors-title">JavaScript errors</h2>
      <PanelState state={state} />
      {state.status === 'ready' && state.data.groups.length === 0 ? (
        <p className="config-status">No errors in this range.</p>
      ) : null}
      {state.status === 'ready' && state.data.groups.length > 0 ? (
        <InspectorTable
          columns={['Message', 'Count', 'Pages', 'Last seen']}
          rows={state.data.groups.map((group) => [
            <details>
              <summary>{group.message}</summary>
              <p>Sample from {group.samplePage ?? 'an unknown page'}:</p>
              <pre className="config-stack">{group.sampleStack ?? 'No stack was reported.'}</pre>
            </details>,
            group.count,
            group.pages,
            <time dateTime={new Date(group.lastSeen).toISOString()}>{new Date(group.lastSeen).toLocaleString()}</time>,
          ])}
        />
      ) : null}
    </section>
  );
}
