import type { SiteData } from '../../shared/siteData/SiteData';
import type { Page } from '../../shared/siteData/Page';
import { POPUP_OVERLAY_HIDDEN_PAGE_TYPES, POPUP_OVERLAY_STYLE_NONE } from '../../shared/constants/websiteSettings';
import { catalog } from '../../ui/blocks/catalog';
import { PAGE_FEATURE_ATTRIBUTES } from '../../ui/pageFeatures/pageFeatureMarkers';
import type { PageFeaturesProps } from '../../ui/pageFeatures/PageFeatures';

export const PAGE_FEATURES_ID = 'page-features';

// The page-features island (src/ui/pageFeatures), added after the page's content only when the page has
// something for it: an element one of its behaviours works on, or a popup overlay that may show here (the
// rules the server can judge: style, page type, pages; the browser judges the rest). Empty until hydrated.
export function renderPageFeatures(
  site: SiteData,
  page: Page,
  bodyHtml: string,
  islandProps: Record<string, Record<string, unknown>>,
): string {
  const overlay = site.websiteSettings.popupOverlay;
  const overlayMayShow =
    overlay.style !== POPUP_OVERLAY_STYLE_NONE &&
    !POPUP_OVERLAY_HIDDEN_PAGE_TYPES.includes(page.pageType) &&
    (!overlay.pages || overlay.pages.includes(page.path));
  if (!overlayMayShow && !PAGE_FEATURE_ATTRIBUTES.some((marker) => bodyHtml.includes(marker))) return '';
  const props: PageFeaturesProps = { popupOverlay: overlayMayShow ? overlay : null };
  islandProps[PAGE_FEATURES_ID] = props as unknown as Record<string, unknown>;
  return `<div class="island page-features" data-island="page-features" data-block-id="${PAGE_FEATURES_ID}" data-hydrate="${catalog['page-features'].hydrate}"></div>`;
}
