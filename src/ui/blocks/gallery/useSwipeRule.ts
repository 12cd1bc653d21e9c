import { useEffect, useRef, type RefObject } from 'react';
import { listenForSwipes } from './listenForSwipes';

// Spec media-and-reporting §9: the designs Swiper does not drag (fade and kenBurns) move by the spec's swipe
// rule instead. Sideways only: touch-action: pan-y leaves vertical scrolling to the browser.
export function useSwipeRule(
  root: RefObject<HTMLElement | null>,
  enabled: boolean,
  onSwipe: (direction: 'previous' | 'next') => void,
): void {
  const latest = useRef(onSwipe);
  latest.current = onSwipe;
  useEffect(() => {
    const element = root.current;
    if (!element || !enabled) return;
    return listenForSwipes(element, (direction) => latest.current(direction));
  }, [root, enabled]);
}
