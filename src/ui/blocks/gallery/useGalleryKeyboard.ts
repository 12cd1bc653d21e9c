import { useEffect, useRef, type RefObject } from 'react';
import { getGalleryKeyAction } from '../../../shared/gallery/getGalleryKeyAction';

function isEditingText(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

// Spec media-and-reporting §4, §5 and §9: left/right arrows move the gallery that is in the viewport, unless
// autoplay is on, text is being edited or a move is under way.
export function useGalleryKeyboard(
  root: RefObject<HTMLElement | null>,
  options: { autoplay: boolean; go: (direction: 'previous' | 'next') => void; inMotion: () => boolean },
): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let inViewport = false;
    const observer = new IntersectionObserver((entries) => {
      inViewport = entries.some((entry) => entry.isIntersecting);
    });
    observer.observe(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = getGalleryKeyAction({
        keyCode: event.keyCode,
        autoplay: latest.current.autoplay,
        inViewport,
        editingText: isEditingText(event.target),
        inMotion: latest.current.inMotion(),
      });
      if (!action) return;
      event.preventDefault();
      latest.current.go(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root]);
}
