import { catalog, type HydrationPolicy } from '../../ui/blocks/catalog';
import type { BlockType } from '../../shared/blocks/Block';
import type { BlockRuntime } from '../../ui/runtime/BlockRuntime';
import { scheduleHydration } from './scheduleHydration';
import { holdEarlyEvents } from './holdEarlyEvents';

const POLICIES = new Set<string>(['load', 'visible', 'idle', 'interaction']);

function readIslandProps(doc: Document): Record<string, Record<string, unknown>> {
  const text = doc.getElementById('island-props')?.textContent;
  return text ? (JSON.parse(text) as Record<string, Record<string, unknown>>) : {};
}

// Finds every island and hydrates it by its policy; a block type's code is imported only then.
export function hydrateIslands(
  doc: Document,
  runtime: BlockRuntime,
  onHydrated?: (element: HTMLElement) => void,
): void {
  const allProps = readIslandProps(doc);
  for (const element of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    const type = element.dataset.island as BlockType;
    const policy = element.dataset.hydrate ?? '';
    const entry = catalog[type];
    const props = allProps[element.dataset.blockId ?? ''];
    if (!entry || !POLICIES.has(policy) || !props) {
      console.warn('Skipping an island that cannot be hydrated', type, element.dataset.blockId);
      continue;
    }
    const takeEarlyEvents = holdEarlyEvents(element);
    scheduleHydration(element, policy as HydrationPolicy, () => {
      Promise.all([entry.load(), import('./hydrateIsland')])
        .then(([module, { hydrateIsland }]) => {
          hydrateIsland(element, module.default, props, runtime, takeEarlyEvents, () => {
            element.dataset.hydrated = 'true';
            onHydrated?.(element);
          });
        })
        // Spec visitor-runtime §8: a failed module load is a console warning; the HTML stays usable.
        .catch((error: unknown) => console.warn(`Could not load the ${type} block`, error));
    });
  }
}
