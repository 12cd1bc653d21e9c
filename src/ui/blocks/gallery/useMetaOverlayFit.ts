import { useEffect, type RefObject } from 'react';
import { getMetaOverlayFit } from '../../../shared/gallery/metaOverlay';

// Spec media-and-reporting §4: a meta overlay whose text is taller than 0.9 of its slide is capped at 0.4 of
// the slide's height and marked overflow (data-overflow), where it scrolls.
export function useMetaOverlayFit(root: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const element = root.current;
    if (!element || !enabled || !('ResizeObserver' in window)) return;
    const fit = () => {
      for (const meta of element.querySelectorAll<HTMLElement>('.gallery-meta')) {
        const figure = meta.closest('.gallery-figure');
        if (!figure) continue;
        meta.style.maxHeight = '';
        const result = getMetaOverlayFit(meta.scrollHeight, figure.getBoundingClientRect().height);
        meta.style.maxHeight = result.maxHeightPx === null ? '' : `${result.maxHeightPx}px`;
        if (result.overflow) meta.dataset.overflow = 'true';
        else delete meta.dataset.overflow;
      }
    };
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [root, enabled]);
}
