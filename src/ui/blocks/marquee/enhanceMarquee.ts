import type { MarqueeData } from '../../../shared/blocks/marquee';
import { clampWaveLength, getMarqueeDurationS, marqueeItemDelayS } from '../../../shared/blocks/clampWaveLength';

/**
 * Spec visitor-runtime §4: the marquee moves only while on screen and never when reduced motion is
 * preferred. Measures the track for the loop's duration and the wave's length, again on resize.
 */
export function enhanceMarquee(element: HTMLElement, { data }: { data: MarqueeData }): void {
  const root = element.querySelector<HTMLElement>('.block-marquee');
  if (!root) return;
  const track = root.querySelector<HTMLElement>('.marquee-group');
  const items = root.querySelectorAll<HTMLElement>('.marquee-group');
  const measure = () => {
    root.style.setProperty(
      '--marquee-duration',
      `${getMarqueeDurationS(track?.scrollWidth ?? root.clientWidth, data.animationSpeed)}s`,
    );
    const waveLength = clampWaveLength(root.clientWidth, data.waveFrequency);
    for (const group of items)
      group.querySelectorAll<HTMLElement>('.marquee-item').forEach((item, index) => {
        item.style.animationDelay = `${marqueeItemDelayS(index, waveLength)}s`;
      });
  };
  measure();
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  let visible = false;
  const update = () => (root.dataset.running = String(visible && !reduced.matches));
  new IntersectionObserver((entries) => {
    visible = entries.some((entry) => entry.isIntersecting);
    update();
  }).observe(root);
  reduced.addEventListener('change', update);
  addEventListener('resize', measure);
}
