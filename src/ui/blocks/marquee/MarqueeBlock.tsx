import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { MarqueeData } from '../../../shared/blocks/marquee';
import { clampWaveLength, getMarqueeDurationS } from '../../../shared/blocks/clampWaveLength';

// Spec visitor-runtime §4: the marquee stops when reduced motion is preferred or when it is off-screen,
// and starts on intersection. The text is in the HTML; the island only decides when it moves.
export default function MarqueeBlock({ data }: { id: string; data: MarqueeData }) {
  const root = useRef<HTMLDivElement>(null);
  const [running, setRunning] = useState(false);
  const [layout, setLayout] = useState({ durationS: 20, waveLengthPx: 500 });

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const track = element.querySelector<HTMLElement>('.marquee-group');
    const measure = () =>
      setLayout({
        durationS: getMarqueeDurationS(track?.scrollWidth ?? element.clientWidth, data.animationSpeed),
        waveLengthPx: clampWaveLength(element.clientWidth, data.waveFrequency),
      });
    measure();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    let visible = false;
    const update = () => setRunning(visible && !reduced.matches);
    const observer = new IntersectionObserver((entries) => {
      visible = entries.some((entry) => entry.isIntersecting);
      update();
    });
    observer.observe(element);
    reduced.addEventListener('change', update);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      reduced.removeEventListener('change', update);
      window.removeEventListener('resize', measure);
    };
  }, []);

  const style = {
    '--marquee-duration': `${layout.durationS}s`,
    '--marquee-wave-amplitude': `${data.waveIntensity * 16}px`,
    '--marquee-wave-duration': `${Math.max(0.5, 2 / Math.max(0.1, data.waveFrequency))}s`,
  } as CSSProperties;
  // Two copies of the items make the loop seamless; the second is hidden from assistive technology.
  const group = (copy: number) => (
    <div className="marquee-group" aria-hidden={copy > 0 ? true : undefined}>
      {data.items.map((item, index) => (
        <span
          key={index}
          className="marquee-item"
          style={{ animationDelay: `${-((index * 120) % layout.waveLengthPx) / 200}s` }}
        >
          {item}
        </span>
      ))}
    </div>
  );
  return (
    <div
      ref={root}
      className="block-marquee"
      style={style}
      data-direction={data.animationDirection}
      data-running={running ? 'true' : 'false'}
      data-paused-on-hover={String(data.pausedOnHover)}
      data-wave={data.waveIntensity > 0 ? 'true' : 'false'}
    >
      <div className="marquee-track">
        {group(0)}
        {group(1)}
      </div>
    </div>
  );
}
