import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { BlockComponent } from '../../ui/blocks/catalog';
import { hydrateRoot } from 'react-dom/client';
import { BlockRuntimeProvider, type BlockRuntime } from '../../ui/runtime/BlockRuntime';
import { readFieldValues, replayEarlyEvents } from './replayEarlyEvents';

// Signals once the hydrated tree is settled: the first commit's effects (a block reading the state the DOM
// holds, such as a chosen option) may set state, and those updates are batched with this one's, so the
// commit after it is the one whose handlers see them.
function SettledSignal({ onSettled }: { onSettled: () => void }) {
  const [committed, setCommitted] = useState(false);
  useEffect(() => {
    if (committed) onSettled();
    else setCommitted(true);
  }, [committed, onSettled]);
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
  // From here React answers the island's events itself (an event before the commit hydrates it at once), so
  // the hold ends now: an event it kept as well would be done twice.
  const early = takeEarlyEvents();
  const values = readFieldValues(early);
  const onSettled = () => {
    // Out of React's effect phase, where it could not render each replay's updates before the next.
    setTimeout(() => {
      replayEarlyEvents(early, values, (replay) => flushSync(replay));
      onHydrated();
    });
  };
  hydrateRoot(
    element,
    <BlockRuntimeProvider runtime={runtime}>
      <Component {...props} />
      <SettledSignal onSettled={onSettled} />
    </BlockRuntimeProvider>,
    { onRecoverableError: (error) => console.warn('Island hydration recovered', element.dataset.island, error) },
  );
}
