import type { Swiper as SwiperInstance } from 'swiper/types';
import { newSwipeSnapPositions, newSwipeTransitionS, pickNewSwipeSnap } from '../../../shared/gallery/swipeGesture';

// Spec media-and-reporting §5 and §9 (newSwipe with snap points): Swiper (free mode without momentum) leaves
// the slideshow where the finger let go; it then settles on the snap point pickNewSwipeSnap picks.
export function settleOnSnapPoints(instance: SwiperInstance, snapPoints: readonly string[]): void {
  // The events' own times: the finger's speed, not how busy the page was when it heard of it.
  let startedAt = 0;
  let from = 0;
  instance.on('touchStart', (_swiper, event) => {
    startedAt = event.timeStamp;
    from = -instance.translate;
  });
  instance.on('touchEnd', (_swiper, event) => {
    const elapsed = Math.max(1, event.timeStamp - startedAt);
    const to = -instance.translate;
    const velocity = Math.abs(instance.touches.diff) / elapsed;
    const positions = newSwipeSnapPositions(snapPoints, instance.width, instance.slides.length);
    const target = pickNewSwipeSnap({ from, to, velocityPxPerMs: velocity, positions });
    const speed = newSwipeTransitionS(instance.width, velocity) * 1000;
    // After Swiper's own handling of the release (which puts an overscrolled slideshow back in bounds).
    window.setTimeout(() => {
      if (instance.destroyed) return;
      instance.translateTo(-target, speed, true);
      // In free mode update() keeps the place and takes the current slide from it (activeIndex, slideChange).
      instance.update();
    }, 0);
  });
}
