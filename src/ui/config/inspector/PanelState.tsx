import type { JsonState } from '../useJson';

// What a panel shows while its numbers load or when they could not be loaded.
export function PanelState({ state }: { state: JsonState<unknown> }) {
  if (state.status === 'loading') return <p className="config-status">Loading…</p>;
  if (state.status === 'failed')
    return (
      <p className="config-error" role="alert">
        {state.message}
      </p>
    );
  return null;
}
