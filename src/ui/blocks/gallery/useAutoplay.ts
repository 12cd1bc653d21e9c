import { useEffect, useRef, useState, type RefObject } from 'react';

// Spec media-and-reporting §4: autoplay advances on a timer; it pauses while the pointer is over the
// container or its controls (a mouse or pen, never a finger: touch devices do not pause) and while a video
// plays, and resumes after. Returns whether it is running now (the keyboard is off while it runs, §9).
export function useAutoplay(
  root: RefObject<HTMLElement | null>,
  options: { enabled: boolean; delayMs: number; advance: () => void },
): boolean {
  const latest = useRef(options);
  latest.current = options;
  const [hovered, setHovered] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  const running = options.enabled && !hovered && !videoPlaying;

  useEffect(() => {
    const element = root.current;
    if (!element || !options.enabled) return;
    const enter = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') setHovered(true);
    };
    const leave = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') setHovered(false);
    };
    // A native <video>, or a provider's player in its frame that says it plays (VideoPlayer writes what the
    // provider's message API reports as data-provider-state; a player that reports nothing counts from the
    // visitor's play press until it is stopped).
    const media = () =>
      setVideoPlaying(
        [...element.querySelectorAll('video')].some((video) => !video.paused && !video.ended) ||
          [...element.querySelectorAll<HTMLElement>('.video-box[data-stage="playing"]')].some(
            (box) => box.dataset.providerState !== 'stopped',
          ),
      );
    const frames = new MutationObserver(media);
    frames.observe(element, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-stage', 'data-provider-state'],
    });
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    for (const type of ['play', 'playing', 'pause', 'ended']) element.addEventListener(type, media, true);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      for (const type of ['play', 'playing', 'pause', 'ended']) element.removeEventListener(type, media, true);
      frames.disconnect();
    };
  }, [root, options.enabled]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => latest.current.advance(), options.delayMs);
    return () => window.clearInterval(timer);
  }, [running, options.delayMs]);

  return running;
}
