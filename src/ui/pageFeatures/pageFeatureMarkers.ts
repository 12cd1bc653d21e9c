import type { PopupOverlaySettings } from '../../shared/siteData/WebsiteSettings';
import type { FontCheck } from '../../shared/fonts/FontCheck';

// The element (a JSON script) the server adds to a page that needs a page feature; the collectors' chunk
// looks for it and only then imports startPageFeatures.
export const PAGE_FEATURES_ID = 'page-features';

export interface PageFeaturesProps {
  /** The site's popup overlay when the server found it may show on this page (the browser decides the rest). */
  popupOverlay: PopupOverlaySettings | null;
  /** Font families the browser must find among the page's font faces, or report (docs/fonts.md). */
  fonts?: FontCheck | null;
}

// The elements each behaviour works on (startPageFeatures), and the attributes the server looks for in the
// rendered page to decide whether the page needs any.
export const PAGE_FEATURE_MARKERS = {
  animations: '[data-animation]',
  textShrink: '[data-text-shrink]',
  relativeTimes: 'time[data-relative-time]',
  tooltips: '[data-tooltip]',
} as const;

export const PAGE_FEATURE_ATTRIBUTES = ['data-animation=', 'data-text-shrink', 'data-relative-time', 'data-tooltip='];
