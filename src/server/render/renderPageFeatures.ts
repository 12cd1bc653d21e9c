import type { SiteData } from '../../shared/siteData/SiteData';
import type { Page } from '../../shared/siteData/Page';
import { POPUP_OVERLAY_HIDDEN_PAGE_TYPES, POPUP_OVERLAY_STYLE_NONE } from '../../shared/constants/websiteSettings';
import {
  PAGE_FEATURE_ATTRIBUTES,
  PAGE_FEATURES_ID,
  type PageFeaturesProps,
} from '../../ui/pageFeatures/pageFeatureMarkers';
import { serializeJson } from './Document';
import type { SiteFontPlan } from '../fonts/resolveSiteFonts';

// The page-features element (src/ui/pageFeatures), added after the page's content only when the page has
// something for it: an element one of its behaviours works on, or a popup overlay that may show here (the
// rules the server can judge: style, page type, pages; the browser judges the rest), or fonts only the
// browser can check (a kit's, and families no package hosts). Without it no page feature code loads at all.
export function renderPageFeatures(
  site: SiteData,
  page: Page,
  bodyHtml: string,
  fonts?: Pick<SiteFontPlan, 'typekitStylesheet' | 'typekitFonts' | 'notHosted'>,
): string {
  const overlay = site.websiteSettings.popupOverlay;
  const overlayMayShow =
    overlay.style !== POPUP_OVERLAY_STYLE_NONE &&
    !POPUP_OVERLAY_HIDDEN_PAGE_TYPES.includes(page.pageType) &&
    (!overlay.pages || overlay.pages.includes(page.path));
  const typekit = fonts?.typekitStylesheet ? fonts.typekitFonts : [];
  const fontCheck =
    typekit.length > 0 || fonts?.notHosted.length ? { typekit, notHosted: fonts?.notHosted ?? [] } : null;
  if (!overlayMayShow && !fontCheck && !PAGE_FEATURE_ATTRIBUTES.some((marker) => bodyHtml.includes(marker))) return '';
  const props: PageFeaturesProps = { popupOverlay: overlayMayShow ? overlay : null, fonts: fontCheck };
  return `<script type="application/json" id="${PAGE_FEATURES_ID}">${serializeJson(props)}</script>`;
}
