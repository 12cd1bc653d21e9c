import { DIALOG } from '../../shared/constants/limits';

// Spec media-and-reporting §4: hiding has a 600 ms fallback timer. The fade-out ends with transitionend;
// with reduced motion, a hidden tab or a transition that never starts, the timer finishes the hide.
export function hideAfterTransition(element: HTMLElement, hidingClass: string, done: () => void): void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    element.removeEventListener('transitionend', onEnd);
    done();
  };
  const onEnd = (event: TransitionEvent) => event.target === element && finish();
  const timer = setTimeout(finish, DIALOG.HIDE_FALLBACK_MS);
  element.addEventListener('transitionend', onEnd);
  element.classList.add(hidingClass);
  // No transition to wait for (reduced motion): hidden now.
  const durations = getComputedStyle(element)
    .transitionDuration.split(',')
    .map((d) => parseFloat(d));
  if (durations.every((d) => !(d > 0))) finish();
}
