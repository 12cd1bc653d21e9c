import type { JsonState } from '../useJson';

// What a panel shows while its numbers load or when they could not be loaded.
export function PanelState({ state, loading = 'Loading…' }: { state: JsonState<unknown>; loading?: string }) {
  if (state.status === 'loading') return <p className="config-status">{loading}</p>;
  if (state.status === 'failed')
    return (
      <p className="config-error" role="alert">
        {state.message}
      </p>
    );
  return null;
}
