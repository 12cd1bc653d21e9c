// Spec media-and-reporting §3 and §5: video embed providers and display modes.
export const VIDEO_PROVIDERS = ['Vimeo', 'YouTube', 'Wistia', 'Animoto'] as const;

// Spec media-and-reporting §5: the mode must be one of these or null.
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;

// Spec media-and-reporting §9 (also visitor-runtime §9): default aspect 56.3 %; the placeholder ratio
// is 65 by default, else 100 divided by the given ratio.
export const VIDEO_DEFAULTS = { ASPECT_PERCENT: 56.3, PLACEHOLDER_RATIO: 65, PLACEHOLDER_RATIO_DIVIDEND: 100 } as const;
