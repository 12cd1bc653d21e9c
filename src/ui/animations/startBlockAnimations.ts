import { readAnimationThreshold } from '../../shared/blocks/readAnimationThreshold';

export const ANIMATION_CLASSES = { pending: 'animation-pending', loaded: 'animation-loaded' } as const;

function whenImagesLoaded(element: Element): Promise<void> {
  const loading = [...element.querySelectorAll('img')].filter((image) => !image.complete);
  return Promise.all(
    loading.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/**
 * Spec visitor-runtime §4 and media-and-reporting §9: a block with an animation gets the animation-loaded
 * marker once visible at its threshold (0, 0.1, 0.25, 0.5 or 1), after any still-loading image inside has
 * loaded; none with reduced motion. Blocks already on screen when this starts are marked at once, never
 * hidden first; the others wait hidden (CSS: faded, and scaled to 0.94 for the scale style).
 */
export function startBlockAnimations(doc: Document = document): void {
  const win = doc.defaultView;
  if (!win || win.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  if (!('IntersectionObserver' in win)) return;
  const byThreshold = new Map<number, Element[]>();
  for (const element of doc.querySelectorAll('[data-animation]')) {
    const threshold = readAnimationThreshold(element.getAttribute('data-animation-threshold'));
    byThreshold.set(threshold, [...(byThreshold.get(threshold) ?? []), element]);
  }
  for (const [threshold, elements] of byThreshold) {
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const first = !seen.has(entry.target);
          seen.add(entry.target);
          // Threshold 0 counts any intersection; the others need that share of the block visible.
          const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
          if (!visible) {
            if (first) entry.target.classList.add(ANIMATION_CLASSES.pending);
            continue;
          }
          observer.unobserve(entry.target);
          void whenImagesLoaded(entry.target).then(() => {
            entry.target.classList.add(ANIMATION_CLASSES.loaded);
            entry.target.classList.remove(ANIMATION_CLASSES.pending);
          });
        }
      },
      { threshold: threshold === 0 ? 0 : [0, threshold] },
    );
    for (const element of elements) observer.observe(element);
  }
}
