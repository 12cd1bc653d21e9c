import type { CSSProperties } from 'react';
import type { MarqueeData } from '../../../shared/blocks/marquee';
import { MARQUEE_DEFAULT_LAYOUT, marqueeItemDelayS } from '../../../shared/blocks/clampWaveLength';

// Spec visitor-runtime §4: the marquee's still HTML; enhanceMarquee (no React) decides when it moves.
export default function MarqueeBlock({ data }: { id: string; data: MarqueeData }) {
  const style = {
    '--marquee-duration': `${MARQUEE_DEFAULT_LAYOUT.durationS}s`,
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
          style={{ animationDelay: `${marqueeItemDelayS(index, MARQUEE_DEFAULT_LAYOUT.waveLengthPx)}s` }}
        >
          {item}
        </span>
      ))}
    </div>
  );
  return (
    <div
      className="block-marquee"
      style={style}
      data-direction={data.animationDirection}
      data-running="false"
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
