import type { PageContext } from '../../shared/pageContext/PageContext';
import type { TelemetryClient, TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import type { TrackCallContext } from '../../shared/telemetry/raw/finishRawRecord';
import type { PageViewFacts } from '../../shared/telemetry/raw/buildCensusHit';
import {
  ERROR_FACTS_KIND,
  PAGE_SPEED_FACTS_KIND,
  PAGE_VIEW_FACTS_KIND,
  TRACE_FACTS_KIND,
  TRACK_CALL_KIND,
} from '../../shared/telemetry/raw/rawRecordKinds';
import { shouldRecordPageView } from '../../shared/visitor/shouldRecordPageView';
import { generateVisitorId } from '../../shared/visitor/generateVisitorId';
import { applyVisitorIdentity, type VisitorIdentity } from './applyVisitorIdentity';
import { createBrowserCookies } from './browserCookies';
import { createBrowserStorage } from './browserStorage';
import { createErrorReporter } from './createErrorReporter';
import { readErrorFacts } from './readErrorFacts';
import { createTraceLog } from './createTraceLog';
import { buildMarketingBeaconUrl } from './census/buildMarketingBeaconUrl';
import { readAnalyticsContext } from './analytics/readAnalyticsContext';
import { startPerformanceReporter } from './performance/startPerformanceReporter';
import { startCookieBanner } from './consent/startCookieBanner';
import { CENSUS_WITH_VISITOR_COOKIE } from './censusWithVisitorCookie';
import { loadPageFeatures } from '../pageFeatures/loadPageFeatures';
import { onPageHide } from '../telemetry/onPageHide';

export interface Collectors {
  reportError: (event: ErrorEvent | PromiseRejectionEvent) => void;
  track: TelemetryClient['track'];
  /** Adds visitorCookie to the census records whose calls carry it (visitor-runtime §7). */
  stampCensus(kind: string, payload: Record<string, unknown>): Record<string, unknown>;
}

// Wires the collectors once the page has loaded (startCollectors imports this chunk). Every record goes
// through the telemetry pipeline; only the Track image beacon and the performance settings request use the
// network themselves, because the spec fixes their transport.
export function runCollectors(pageContext: PageContext, telemetry: TelemetryRecorder, win: Window): Collectors {
  const doc = win.document;
  const cookies = createBrowserCookies(doc, win.location.protocol === 'https:');
  const local = createBrowserStorage(() => win.localStorage);
  const session = createBrowserStorage(() => win.sessionStorage);
  const generateId = () => generateVisitorId((bytes) => win.crypto.getRandomValues(bytes));
  const { cookieSettings } = pageContext;
  const identify = () => applyVisitorIdentity({ cookieSettings, cookies, local, session, now: Date.now(), generateId });
  let identity: VisitorIdentity = identify();

  const traceLog = createTraceLog({
    pageUrl: () => win.location.href,
    sendEntries: (entries) => entries.forEach((entry) => telemetry.record(TRACE_FACTS_KIND, entry, entry.type)),
    setInterval: (run, ms) => win.setInterval(run, ms),
  });
  const errors = createErrorReporter({
    sendBatch: (batch) => batch.forEach((facts) => telemetry.record(ERROR_FACTS_KIND, facts, 'javascript-error')),
    setTimer: (run, ms) => win.setTimeout(run, ms),
    clearTimer: (timer) => win.clearTimeout(timer as number),
  });
  // Through the facade's hook, so queued errors and trace entries leave with this very hide's beacon.
  onPageHide(win, telemetry, () => {
    errors.flush();
    traceLog.flush();
  });

  if (identity.replacedMalformed) traceLog.trace('visitor-cookie-replaced', { reason: 'malformed' });
  if (shouldRecordPageView({ ...pageContext, pathname: win.location.pathname })) {
    const facts: PageViewFacts = {
      userAgent: win.navigator.userAgent,
      viewportWidth: win.innerWidth,
      viewportHeight: win.innerHeight,
      screenWidth: win.screen.width,
      screenHeight: win.screen.height,
      url: win.location.href,
      title: doc.title,
      websiteId: pageContext.website.id,
      templateId: pageContext.website.templateId,
      locale: pageContext.website.locale,
      itemId: pageContext.itemId,
      recordType: pageContext.recordType,
      collectionId: pageContext.collectionId,
    };
    if (identity.visitorCookie) facts.visitorCookie = identity.visitorCookie;
    // The worker builds the census hit (buildCensusHit), its clientDate the time this record is stamped with.
    telemetry.record(PAGE_VIEW_FACTS_KIND, facts, 'pageview');
    // Spec media-and-reporting §3/§7: the landing fields go with the Track image beacon, once per session.
    if (identity.firstLanding && identity.mayPersist) {
      new Image().src = buildMarketingBeaconUrl({
        href: win.location.href,
        referrer: doc.referrer,
        language: win.navigator.language,
        screenWidth: win.screen.width,
        screenHeight: win.screen.height,
      });
    }
  }
  startPerformanceReporter({
    win,
    pageContext,
    identity,
    sendRecord: (facts) => telemetry.record(PAGE_SPEED_FACTS_KIND, facts, 'page-speed'),
  });
  startCookieBanner({
    win,
    cookieSettings,
    cookies,
    onChoice: (accepted) => {
      // Accepting lets the visitor cookies be set now; declining under the restrictive policy clears them.
      identity = identify();
      traceLog.trace('cookie-consent', { accepted });
      telemetry.record('event', { event: 'cookie-consent', data: JSON.stringify({ accepted }) }, 'cookie-consent');
    },
  });

  // Reading window.location costs about 13 µs per property at 4x CPU throttling, so the automatic fields
  // are read once per task and shared by every track() call made in it: one object, which the hand-over's
  // structured clone writes once.
  let taskContext: TrackCallContext | null = null;
  const trackContext = () => {
    if (!taskContext) {
      taskContext = { automatic: readAnalyticsContext(win, pageContext, identity), analyticsId: identity.analyticsId };
      queueMicrotask(() => (taskContext = null));
    }
    return taskContext;
  };
  const collectors: Collectors = {
    stampCensus: (kind, payload) =>
      identity.visitorCookie && CENSUS_WITH_VISITOR_COOKIE.has(kind) && payload.visitorCookie === undefined
        ? { ...payload, visitorCookie: identity.visitorCookie }
        : payload,
    reportError: (event) => errors.report(readErrorFacts(event, win, pageContext.website)),
    // The fields as they are at the call: the hand-over clones them at the task's end or up to 100 ms later.
    // An owner who turned visitor data off is obeyed: no analytics event, which is a visitor's, leaves.
    track: (name, data) => {
      if (!identity.perVisitorAnalytics) return;
      telemetry.record(
        TRACK_CALL_KIND,
        { name, data: isFieldObject(data) ? { ...data } : data, context: trackContext() },
        name,
      );
    },
  };
  // The page's animations, tooltips… and popup overlay start now the page is usable.
  loadPageFeatures(win, pageContext, {
    record: (kind, payload, type) => telemetry.record(kind, collectors.stampCensus(kind, payload), type),
    track: collectors.track,
  });
  return collectors;
}

function isFieldObject(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}
