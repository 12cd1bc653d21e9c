import { PERFORMANCE_REPORTING } from '../../../shared/constants/limits';
import type { PageContext } from '../../../shared/pageContext/PageContext';
import type { PageSpeedFacts } from '../../../shared/telemetry/raw/buildPageSpeedRecord';
import type { VisitorIdentity } from '../applyVisitorIdentity';

interface NavigatorExtras {
  connection?: { effectiveType?: string; rtt?: number; downlink?: number; saveData?: boolean };
  deviceMemory?: number;
  userAgentData?: { platform?: string };
}

// The thin edge: media-and-reporting §3's page-speed fields that describe the device, the page and the
// visitor rather than timing, plus the page's own 'rum-' measures (§9), as the browser gives them.
export function readPageSpeedContext(win: Window, pageContext: PageContext, identity: VisitorIdentity) {
  const nav = win.navigator as Navigator & NavigatorExtras;
  const measures: Record<string, number> = {};
  for (const entry of win.performance.getEntriesByType('measure')) {
    if (entry.name.startsWith(PERFORMANCE_REPORTING.MEASURE_PREFIX) && entry.name.length <= 100)
      measures[entry.name] = entry.duration;
  }
  const { effectiveType, rtt, downlink, saveData } = nav.connection ?? {};
  return {
    connectionInfo: nav.connection ? { effectiveType, rtt, downlink, saveData } : {},
    displaySize: {
      screenWidth: win.screen.width,
      screenHeight: win.screen.height,
      viewportWidth: win.innerWidth,
      viewportHeight: win.innerHeight,
      devicePixelRatio: win.devicePixelRatio,
    },
    hardwareInfo: { hardwareConcurrency: nav.hardwareConcurrency, deviceMemory: nav.deviceMemory },
    pagePath: win.location.pathname,
    hostname: win.location.hostname,
    hash: win.location.hash,
    memberId: pageContext.siteMember?.id ?? null,
    marketingId: identity.marketingId,
    analyticsId: identity.mayPersist ? identity.analyticsId : null,
    siteContext: {
      accountId: pageContext.authenticatedAccount?.id ?? null,
      websiteId: pageContext.website.id,
      pageType: pageContext.pageType,
      platform: nav.userAgentData?.platform || nav.platform || 'unknown',
      templateId: pageContext.website.templateId,
      language: pageContext.website.locale,
      timeZone: pageContext.website.timeZone,
    },
    measures,
  };
}

// The entry's numbers the record uses: the entry itself cannot cross to the worker.
export function readNavigationFacts(nav: PerformanceNavigationTiming): PageSpeedFacts['nav'] {
  return {
    decodedBodySize: nav.decodedBodySize,
    encodedBodySize: nav.encodedBodySize,
    domContentLoadedEventStart: nav.domContentLoadedEventStart,
    domContentLoadedEventEnd: nav.domContentLoadedEventEnd,
    domainLookupStart: nav.domainLookupStart,
    domainLookupEnd: nav.domainLookupEnd,
    connectStart: nav.connectStart,
    connectEnd: nav.connectEnd,
    secureConnectionStart: nav.secureConnectionStart,
    loadEventStart: nav.loadEventStart,
    loadEventEnd: nav.loadEventEnd,
    responseStart: nav.responseStart,
    domInteractive: nav.domInteractive,
  };
}
