import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { clampWaveLength, getMarqueeDurationS } from '../../../../src/shared/blocks/clampWaveLength';
import MarqueeBlock from '../../../../src/ui/blocks/marquee/MarqueeBlock';
import { MarqueeData } from '../../../../src/shared/blocks/marquee';

describe('marquee (spec visitor-runtime §3 and §9)', () => {
  it('clamps the wave length to 250..1000', () => {
    expect(clampWaveLength(600, 1)).toBe(600);
    expect(clampWaveLength(2000, 1)).toBe(1000);
    expect(clampWaveLength(600, 4)).toBe(250);
    expect(clampWaveLength(600, 0)).toBe(1000);
  });

  it('treats a track narrower than 50 px as 50 px wide', () => {
    expect(clampWaveLength(10, 0.01)).toBe(1000);
    expect(clampWaveLength(10, 0.1)).toBe(500);
  });

  it('a marquee that sets nothing: moves left at about 60 px a second, flat, on through a hover', () => {
    const data = MarqueeData.parse({ items: ['a'] });
    const html = renderToString(createElement(MarqueeBlock, { id: 'm', data }));
    expect(html).toContain('data-direction="left"');
    expect(html).toContain('data-paused-on-hover="false"');
    expect(html).toContain('data-wave="false"');
    expect(html).toContain('--marquee-wave-amplitude:0px');
    // One wave every 2 s (frequency 1); a loop 600 px wide lasts 10 s.
    expect(html).toContain('--marquee-wave-duration:2s');
    expect(getMarqueeDurationS(600, data.animationSpeed)).toBe(10);
  });
});
