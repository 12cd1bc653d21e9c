import { useEffect } from 'react';
import type { BlockComponent } from '../../ui/blocks/catalog';
import { hydrateRoot } from 'react-dom/client';
import { BlockRuntimeProvider, type BlockRuntime } from '../../ui/runtime/BlockRuntime';
import { replayEarlyEvents } from './replayEarlyEvents';

// Its props never change (the root renders once), so the effect runs once, after the first commit.
function CommitSignal({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

// Lives in its own chunk with React, so pages without islands never download React. `onHydrated` runs
// once React has committed the hydrated tree, when the block's handlers are live.
export function hydrateIsland(
  element: HTMLElement,
  Component: BlockComponent,
  props: Record<string, unknown>,
  runtime: BlockRuntime,
  takeEarlyEvents: () => Event[],
  onHydrated: () => void,
): void {
  const onCommit = () => {
    replayEarlyEvents(takeEarlyEvents());
    onHydrated();
  };
  hydrateRoot(
    element,
    <BlockRuntimeProvider runtime={runtime}>
      <Component {...props} />
      <CommitSignal onCommit={onCommit} />
    </BlockRuntimeProvider>,
    { onRecoverableError: (error) => console.warn('Island hydration recovered', element.dataset.island, error) },
  );
}
