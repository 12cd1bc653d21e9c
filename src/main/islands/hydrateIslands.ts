import type { HydrationPolicy } from '../../ui/blocks/catalog';
import type { BlockType } from '../../shared/blocks/Block';
import type { BlockRuntime } from '../../ui/runtime/BlockRuntime';
import { scheduleHydration } from './scheduleHydration';
import { holdEarlyEvents, releaseHeldSubmits } from './holdEarlyEvents';
import { EARLY_EVENTS_GLOBAL } from '../../shared/islands/earlyEvents';

const POLICIES = new Set<string>(['load', 'visible', 'idle', 'interaction']);

function readIslandProps(doc: Document): Record<string, Record<string, unknown>> {
  const text = doc.getElementById('island-props')?.textContent;
  return text ? (JSON.parse(text) as Record<string, Record<string, unknown>>) : {};
}

// The catalog's loaders (one import() per block type, with its preload list) stay out of the main chunk:
// it is fetched with the first island to hydrate, alongside React's far larger chunk, so it adds no wait.
function loadBlock(type: BlockType) {
  return import('../../ui/blocks/catalog').then(({ catalog }) => {
    const entry = catalog[type] as (typeof catalog)[BlockType] | undefined;
    if (!entry) throw new Error(`unknown block type ${type}`);
    return entry.load();
  });
}

// What the head's inline script kept before this chunk ran (EARLY_EVENTS_SCRIPT); its listeners stop here,
// in the same task as the islands' own start, so no event falls between the two.
function takePreMainEvents(): Event[] {
  const early = (window as unknown as Record<string, { take(): Event[] } | undefined>)[EARLY_EVENTS_GLOBAL];
  return early ? early.take() : [];
}

// Finds every island and hydrates it by its policy; a block type's code is imported only then.
export function hydrateIslands(doc: Document, runtime: BlockRuntime): void {
  const allProps = readIslandProps(doc);
  const preMain = takePreMainEvents();
  for (const element of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    const type = element.dataset.island as BlockType;
    const policy = element.dataset.hydrate ?? '';
    const props = allProps[element.dataset.blockId ?? ''];
    if (!POLICIES.has(policy) || !props) {
      console.warn('Skipping an island that cannot be hydrated', type, element.dataset.blockId);
      continue;
    }
    const before = preMain.filter((event) => element.contains(event.target as Node));
    const takeEarlyEvents = holdEarlyEvents(element, before);
    // An island the visitor already touched hydrates now, whatever its policy.
    scheduleHydration(element, before.length ? 'load' : (policy as HydrationPolicy), () => {
      const done = () => {
        element.dataset.hydrated = 'true';
      };
      // data-enhance: a few listeners, no React (enhanceIsland).
      (element.dataset.enhance === undefined
        ? Promise.all([loadBlock(type), import('./hydrateIsland')]).then(([module, { hydrateIsland }]) =>
            hydrateIsland(element, module.default, props, runtime, takeEarlyEvents, done),
          )
        : import('./enhanceIsland').then((m) => {
            // ENHANCED_BLOCKS hold no forms: their taps are all they are given.
            m.enhanceIsland(element, type, props, runtime, takeEarlyEvents());
            done();
          })
      )
        // Spec visitor-runtime §8: a failed module load is a console warning; the HTML stays usable, and a
        // submit held for the island is posted by the browser after all.
        .catch((error: unknown) => {
          console.warn(`Could not load the ${type} block`, error);
          releaseHeldSubmits(takeEarlyEvents());
        });
    });
  }
}
