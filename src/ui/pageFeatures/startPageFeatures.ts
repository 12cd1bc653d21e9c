import { BREAKPOINTS } from '../../shared/constants/limits';
import { catalog } from '../blocks/catalog';
import { shouldShowPopupOverlay } from '../../shared/overlays/shouldShowPopupOverlay';
import type { BlockRuntime } from '../runtime/BlockRuntime';
import { openLocalStorage, readOverlayMemory } from '../popupOverlay/overlayMemory';
import { PAGE_FEATURE_MARKERS, PAGE_FEATURES_ID, type PageFeaturesProps } from './pageFeatureMarkers';

const warn = (error: unknown) => console.warn(error);

// Each behaviour is a chunk of its own, imported only when the page has an element it works on.
const STARTERS: Record<keyof typeof PAGE_FEATURE_MARKERS, () => Promise<(doc: Document) => unknown>> = {
  animations: () => import('../animations/startBlockAnimations').then((m) => m.startBlockAnimations),
  textShrink: () => import('../textShrink/startTextShrink').then((m) => m.startTextShrink),
  relativeTimes: () => import('../relativeTime/startRelativeTimes').then((m) => m.startRelativeTimes),
  tooltips: () => import('../tooltips/startTooltips').then((m) => m.startTooltips),
};

// Spec media-and-reporting §9: a phone is a screen at most 432 px wide.
function isMobile(win: Window): boolean {
  return Math.min(win.screen.width, win.innerWidth) <= BREAKPOINTS.MOBILE_MAX_PX;
}

function readProps(element: HTMLElement): PageFeaturesProps {
  try {
    return JSON.parse(element.textContent ?? '') as PageFeaturesProps;
  } catch (error) {
    warn(error);
    return { popupOverlay: null };
  }
}

/**
 * Started once the page is usable (with the collectors, after the load event and an idle moment), on pages
 * the server marked: block animations, text shrink, relative times and tooltips, and the popup overlay when
 * its rules let it show (visitor-runtime §4). None of it needs React but the overlay's sign-up.
 */
export function startPageFeatures(doc: Document, runtime: BlockRuntime): void {
  const element = doc.getElementById(PAGE_FEATURES_ID);
  const win = doc.defaultView;
  if (!element || !win || element.dataset.started) return;
  element.dataset.started = 'true';
  const { popupOverlay, fonts } = readProps(element);
  if (fonts) import('../fonts/checkSiteFonts').then((m) => m.checkSiteFonts(doc, fonts)).catch(warn);
  for (const [name, selector] of Object.entries(PAGE_FEATURE_MARKERS)) {
    if (!doc.querySelector(selector)) continue;
    STARTERS[name as keyof typeof STARTERS]()
      .then((start) => start(doc))
      .catch(warn);
  }
  if (!popupOverlay) return;
  const show = shouldShowPopupOverlay({
    settings: popupOverlay,
    pageType: runtime.pageContext.pageType,
    pathname: win.location.pathname,
    search: win.location.search,
    isMobile: isMobile(win),
    memory: readOverlayMemory(openLocalStorage(win)),
    now: Date.now(),
  });
  if (!show) return;
  // The sign-up is the newsletter block, loaded as the catalog loads it: with its submit code.
  Promise.all([import('../popupOverlay/mountPopupOverlay'), catalog.newsletter.load()])
    .then(([module, newsletter]) => module.mountPopupOverlay(doc, popupOverlay, runtime, newsletter.default))
    .catch(warn);
}
