// Spec media-and-reporting §9: the image widths the image service serves, largest first.
export const IMAGE_SIZES = [2500, 1500, 1000, 750, 500, 300, 100] as const;

// Spec media-and-reporting §4 and §9: lazy images load within 200px of the viewport, on all sides.
export const LAZY_LOAD_ROOT_MARGIN = '200px 200px 200px 200px';

// Spec media-and-reporting §3: image loading configuration values.
export const IMAGE_CROP_MODES = ['cover', 'contain', 'none'] as const;
export const IMAGE_ALIGNMENTS = ['top', 'left', 'center', 'right', 'bottom'] as const;

export const IMAGE_LOADING_DEFAULTS = { sizeAdjustment: 1, pixelRatioMin: 0, pixelRatioMax: Infinity } as const;
export const IMAGE_LOADING_LIMITS = { SIZE_ADJUSTMENT_MIN: 0 } as const;
