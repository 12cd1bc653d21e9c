import type { ErrorGroups } from '../../../shared/api/config/InspectorResponses';
import { useJson } from '../useJson';
import { PanelState } from './PanelState';

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
        <table className="config-table">
          <thead>
            <tr>
              <th scope="col">Message</th>
              <th scope="col">Count</th>
              <th scope="col">Pages</th>
              <th scope="col">Last seen</th>
            </tr>
          </thead>
          <tbody>
            {state.data.groups.map((group) => (
              <tr key={group.message}>
                <td>
                  <details>
                    <summary>{group.message}</summary>
                    <p>Sample from {group.samplePage ?? 'an unknown page'}:</p>
                    <pre className="config-stack">{group.sampleStack ?? 'No stack was reported.'}</pre>
                  </details>
                </td>
                <td>{group.count}</td>
                <td>{group.pages}</td>
                <td>
                  <time dateTime={new Date(group.lastSeen).toISOString()}>
                    {new Date(group.lastSeen).toLocaleString()}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
