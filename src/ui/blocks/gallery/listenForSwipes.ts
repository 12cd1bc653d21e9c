import { classifySwipe } from '../../../shared/gallery/swipeGesture';

// Spec media-and-reporting §9: a swipe is at least 50 px within 250 ms (classifySwipe). With claimSideways a
// sideways move is cancelled for the browser, so it never scrolls or turns into its Back gesture.
export function listenForSwipes(
  element: HTMLElement,
  onSwipe: (direction: 'previous' | 'next') => void,
  claimSideways = false,
): () => void {
  let start: { x: number; y: number; time: number } | null = null;
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    start = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp } : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!start || !touch || !event.cancelable) return;
    if (Math.abs(touch.clientX - start.x) > Math.abs(touch.clientY - start.y)) event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const { x, y, time } = start;
    start = null;
    const direction = classifySwipe({
      dx: touch.clientX - x,
      dy: touch.clientY - y,
      durationMs: event.timeStamp - time,
    });
    if (direction) onSwipe(direction);
  };
  element.addEventListener('touchstart', onTouchStart, { passive: true });
  if (claimSideways) element.addEventListener('touchmove', onTouchMove, { passive: false });
  element.addEventListener('touchend', onTouchEnd, { passive: true });
  return () => {
    element.removeEventListener('touchstart', onTouchStart);
    element.removeEventListener('touchmove', onTouchMove);
    element.removeEventListener('touchend', onTouchEnd);
  };
}
