// The attributes that make a page need a page feature (PageFeatures.tsx); the server looks for them in the
// rendered page to decide whether to add the page-features island at all.
export const PAGE_FEATURE_MARKERS = {
  animations: '[data-animation]',
  textShrink: '[data-text-shrink]',
  relativeTimes: 'time[data-relative-time]',
  tooltips: '[data-tooltip]',
} as const;

export const PAGE_FEATURE_ATTRIBUTES = ['data-animation=', 'data-text-shrink', 'data-relative-time', 'data-tooltip='];
