import { useEffect, useState, type ComponentType } from 'react';
import type { PopupOverlaySettings } from '../../shared/siteData/WebsiteSettings';
import { BREAKPOINTS } from '../../shared/constants/limits';
import { getFormTransport } from '../../shared/forms/formTransport';
import { shouldShowPopupOverlay } from '../../shared/overlays/shouldShowPopupOverlay';
import { useBlockRuntime } from '../runtime/BlockRuntime';
import type { PopupOverlayProps } from '../popupOverlay/PopupOverlay';
import { openLocalStorage, readOverlayMemory } from '../popupOverlay/overlayMemory';
import { PAGE_FEATURE_MARKERS } from './pageFeatureMarkers';

export interface PageFeaturesProps {
  /** The site's popup overlay when the server found it may show on this page (the browser decides the rest). */
  popupOverlay: PopupOverlaySettings | null;
}

const warn = (error: unknown) => console.warn(error);

// Each page behaviour is a chunk of its own, imported only when the page has an element it works on.
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

// The page-level island (rendered once, after the page's content, when the page needs any of it): block
// animations, text shrink, relative times and tooltips, and the popup overlay once the page is usable.
export default function PageFeatures({ popupOverlay }: PageFeaturesProps) {
  const { pageContext } = useBlockRuntime();
  const [Overlay, setOverlay] = useState<ComponentType<PopupOverlayProps> | null>(null);

  useEffect(() => {
    for (const [name, selector] of Object.entries(PAGE_FEATURE_MARKERS)) {
      if (!document.querySelector(selector)) continue;
      STARTERS[name as keyof typeof STARTERS]()
        .then((start) => start(document))
        .catch(warn);
    }
    if (!popupOverlay) return;
    const show = shouldShowPopupOverlay({
      settings: popupOverlay,
      pageType: pageContext.pageType,
      pathname: window.location.pathname,
      search: window.location.search,
      isMobile: isMobile(window),
      memory: readOverlayMemory(openLocalStorage(window)),
      now: Date.now(),
    });
    if (!show) return;
    // The sign-up hydrates with its submit code, as the newsletter block does (catalog.ts).
    Promise.all([import('../popupOverlay/PopupOverlay'), getFormTransport()?.prepare()])
      .then(([module]) => setOverlay(() => module.PopupOverlay))
      .catch(warn);
  }, []);

  return Overlay && popupOverlay ? <Overlay settings={popupOverlay} onClosed={() => setOverlay(null)} /> : null;
}
