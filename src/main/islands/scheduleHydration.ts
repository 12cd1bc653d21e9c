import type { HydrationPolicy } from '../../ui/blocks/catalog';
import { HELD_EVENTS } from './holdEarlyEvents';

// Spec media-and-reporting §9: things come alive within 200px of the viewport.
const VISIBLE_ROOT_MARGIN = '200px';
// Whatever an island holds before it hydrates (holdEarlyEvents) wakes it too: a select changed or a form
// submitted without a pointer or focus first (a phone's picker, autofill, a script) must not wait.
const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'touchstart', 'mouseover', ...HELD_EVENTS];

// Calls `hydrate` once, when the island's policy says so.
export function scheduleHydration(element: HTMLElement, policy: HydrationPolicy, hydrate: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    hydrate();
  };
  if (policy === 'load' || (policy === 'visible' && !('IntersectionObserver' in window))) run();
  else if (policy === 'idle') {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 200);
  } else if (policy === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { rootMargin: VISIBLE_ROOT_MARGIN },
    );
    observer.observe(element);
  } else {
    const onInteraction = () => {
      for (const type of INTERACTION_EVENTS) element.removeEventListener(type, onInteraction);
      run();
    };
    for (const type of INTERACTION_EVENTS) element.addEventListener(type, onInteraction, { passive: true, once: true });
  }
}
