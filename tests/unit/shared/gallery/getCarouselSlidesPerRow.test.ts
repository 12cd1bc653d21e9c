import { describe, expect, it } from 'vitest';
import { getCarouselSlidesPerRow, keepGroupIndex } from '../../../../src/shared/gallery/getCarouselSlidesPerRow';

describe('carousel slidesPerRow (spec media-and-reporting §4)', () => {
  it('keeps the original at 724 px and wider', () => {
    expect(getCarouselSlidesPerRow(5, 724)).toBe(5);
    expect(getCarouselSlidesPerRow(3, 1200)).toBe(3);
  });

  it('drops to 3 below 724 px when originally above 2', () => {
    expect(getCarouselSlidesPerRow(5, 723)).toBe(3);
    expect(getCarouselSlidesPerRow(4, 480)).toBe(3);
    expect(getCarouselSlidesPerRow(2, 600)).toBe(2);
  });

  it('drops to 2 below 480 px when originally above 1', () => {
    expect(getCarouselSlidesPerRow(5, 479)).toBe(2);
    expect(getCarouselSlidesPerRow(2, 300)).toBe(2);
    expect(getCarouselSlidesPerRow(1, 300)).toBe(1);
  });

  it('keeps the group index proportionally when the count changes', () => {
    expect(keepGroupIndex(2, 3, 2)).toBe(3);
    expect(keepGroupIndex(3, 2, 3)).toBe(2);
    expect(keepGroupIndex(0, 3, 2)).toBe(0);
  });
});
