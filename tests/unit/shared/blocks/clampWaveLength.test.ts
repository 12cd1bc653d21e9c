import { describe, expect, it } from 'vitest';
import { clampWaveLength } from '../../../../src/shared/blocks/clampWaveLength';
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

  it('fills the spec defaults', () => {
    expect(MarqueeData.parse({ items: ['a'] })).toEqual({
      items: ['a'],
      waveFrequency: 1,
      waveIntensity: 0,
      animationDirection: 'left',
      animationSpeed: 1,
      pausedOnHover: false,
    });
  });
});
