import { describe, it, expect } from 'vitest';
import {
  IMAGE_ALIGNMENTS,
  IMAGE_CROP_MODES,
  IMAGE_CROP_PARENT_CLASSES,
  IMAGE_LOADING_DEFAULTS,
  IMAGE_LOADING_LIMITS,
  IMAGE_SIZES,
  IMAGE_SIZE_FORMATS,
  LAZY_LOAD_DISTANCE_PX,
  LAZY_LOAD_ROOT_MARGIN,
} from '../../../../src/shared/constants/images';

describe('image constants (spec media-and-reporting §3, §4, §9)', () => {
  it('has the image sizes, largest first', () => {
    expect(IMAGE_SIZES).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
  });

  it('lazy-loads within 200px on all sides', () => {
    expect(LAZY_LOAD_DISTANCE_PX).toBe(200);
    expect(LAZY_LOAD_ROOT_MARGIN).toBe('200px 200px 200px 200px');
  });

  it('has the loading configuration values and defaults', () => {
    expect(IMAGE_CROP_MODES).toEqual(['cover', 'contain', 'none']);
    expect(IMAGE_CROP_PARENT_CLASSES).toEqual({ 'content-fill': 'cover', 'content-fit': 'contain' });
    expect(IMAGE_SIZE_FORMATS).toEqual(['filename', 'queryString']);
    expect(IMAGE_ALIGNMENTS).toEqual(['top', 'left', 'center', 'right', 'bottom']);
    expect(IMAGE_LOADING_DEFAULTS).toEqual({
      focalPoint: { x: 0.5, y: 0.5 },
      load: true,
      sizeAdjustment: 1,
      stretch: true,
      pixelRatioMin: 0,
      pixelRatioMax: Number.POSITIVE_INFINITY,
      alignment: 'center',
    });
    expect(IMAGE_LOADING_LIMITS).toEqual({ SIZE_ADJUSTMENT_MIN: 0 });
  });
});
