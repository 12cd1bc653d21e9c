import type { PageContext } from '../../shared/pageContext/PageContext';
import type { TelemetryClient, TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import type { DropPayload } from '../../shared/telemetry/records/drop';
import { MAX_HELD_BEFORE_COLLECTORS } from '../../shared/telemetry/pipelineLimits';
import { ERROR_REPORTING } from '../../shared/constants/errorReporting';
import type { Runtime } from '../runtime/createRuntime';
import { keepPageCopies, type EarlyRecord } from '../telemetry/keepPageCopies';
import type { TelemetryFacade } from '../telemetry/startTelemetry';
import { whenLoadedAndIdle } from '../telemetry/whenLoadedAndIdle';
import { buildHeldAnalyticsEvent, type HeldTrack } from './analytics/buildHeldAnalyticsEvent';
import { buildHeldLoggedError } from './buildHeldLoggedError';
import { COLLECTOR_APP } from './collectorApp';
import { CENSUS_WITH_VISITOR_COOKIE } from './censusWithVisitorCookie';

interface CollectorsOptions {
  pageContext: PageContext;
  runtime: Runtime;
  telemetry: TelemetryRecorder & Partial<Pick<TelemetryFacade, 'held' | 'pageId'>>;
  win?: Window;
}

type ErrorLike = ErrorEvent | PromiseRejectionEvent;
type HeldRecord = EarlyRecord;

// The only collector code in the first-load chunk (its budget is 8 KB gzip for everything): listen for
// errors from the first moment, hold them, track() calls and the census records that carry the visitor
// cookie, and load the collectors themselves after the load event and an idle moment. Returns the
// telemetry client with track() producing the spec's analytics record (media-and-reporting §7), and census
// records carrying the visitor cookie (visitor-runtime §7).
export function startCollectors({ pageContext, runtime, telemetry, win = window }: CollectorsOptions): TelemetryClient {
  const heldErrors: ErrorLike[] = [];
  const heldTracks: HeldTrack[] = [];
  const heldRecords: HeldRecord[] = [];
  // Where the facade keeps them, the page's copies in localStorage of what it holds and of what this holds
  // (keepPageCopies.ts): every record made through this client or the collectors goes through `copies`.
  const copies = telemetry.held && keepPageCopies(win, telemetry as TelemetryFacade, () => buildHeld());
  if (copies) telemetry = { ...telemetry, record: copies.record };
  const copyChanged = (now?: boolean) => copies && copies.changed(now);
  // Spec visitor-runtime §9: at most 10 queued error events; the same cap bounds what is held before load,
  // counted over the page's life (where the collectors never load, what is held leaves more than once).
  let errorsHeld = 0;
  let onError: (event: ErrorLike) => void = (event) =>
    void (errorsHeld++ < ERROR_REPORTING.MAX_QUEUED_EVENTS && heldErrors.push(event) && copyChanged());
  // Beyond MAX_HELD_BEFORE_COLLECTORS, census records are recorded as they are (without the visitor cookie's
  // stamp), and track() calls are dropped and counted: the count becomes a `queue-full` drop record when the
  // collectors load or the page is hidden (every drop is counted by reason and reported, docs/telemetry.md).
  let droppedTracks = 0;
  let track: (name: string, data?: Record<string, unknown>) => void = (name, data) =>
    void (heldTracks.length < MAX_HELD_BEFORE_COLLECTORS
      ? heldTracks.push({ name, data, time: Date.now() }) && copyChanged()
      : droppedTracks++);
  const reportDroppedTracks = () => {
    const drop: DropPayload = { reason: 'queue-full', count: droppedTracks, kind: 'analytics' };
    if (droppedTracks > 0) telemetry.record('drop', drop);
    droppedTracks = 0;
  };
  let record: (...args: HeldRecord) => void = (kind, payload, type) =>
    CENSUS_WITH_VISITOR_COOKIE.has(kind) && heldRecords.length < MAX_HELD_BEFORE_COLLECTORS
      ? void (heldRecords.push([kind, payload, type]) && copyChanged())
      : telemetry.record(kind, payload, type);
  win.addEventListener('error', (event) => onError(event));
  win.addEventListener('unhandledrejection', (event) => onError(event));

  // A page hidden before the collectors load must not lose what is held (the tab may be closing): record
  // it now, built as far as the main thread can, so it leaves with the facade's page-hide beacon. Built so
  // too for the page's copy in localStorage while it is held (a page may end without any pagehide).
  const fallbackAnalyticsId = 'page-' + Math.random().toString(36).slice(2);
  const buildHeld = (): HeldRecord[] => {
    const location = win.location;
    const url = location.href;
    const context = {
      app: COLLECTOR_APP,
      websiteId: pageContext.website.id,
      templateId: pageContext.website.templateId,
      url,
      userAgent: win.navigator.userAgent,
    };
    const facts = {
      // media-and-reporting §4: the visitor's analytics id cookie (ss_aid) when set, else an id for this page only.
      analyticsId: /(?:^|; )ss_aid=([\w-]+)/.exec(win.document.cookie)?.[1] ?? fallbackAnalyticsId,
      pageHost: location.host,
      pagePath: location.pathname,
      websiteId: context.websiteId,
      templateId: context.templateId,
    };
    const built: HeldRecord[] = [];
    // One bad value (an owner's cyclic track() data) must not stop the rest, nor the beacon after this.
    const attempt = (build: () => HeldRecord) => {
      try {
        built.push(build());
      } catch (error) {
        console.warn(error);
      }
    };
    for (const event of heldErrors) attempt(() => ['error', buildHeldLoggedError(event, context), 'javascript-error']);
    for (const held of heldTracks) attempt(() => ['analytics', buildHeldAnalyticsEvent(held, facts), held.name]);
    return [...built, ...heldRecords];
  };
  const releaseHeld = () => {
    const built = buildHeld();
    heldErrors.length = heldTracks.length = heldRecords.length = 0;
    for (const [kind, payload, type] of built) telemetry.record(kind, payload, type);
    copyChanged(true);
    reportDroppedTracks();
  };
  let loaded = false;
  const onHide = () => {
    if (!loaded) releaseHeld();
    if (copies) copies.hidden();
  };
  if (telemetry.onHide) telemetry.onHide(onHide);
  else {
    win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && onHide());
    win.addEventListener('pagehide', onHide);
  }

  whenLoadedAndIdle(win, () => {
    import('./runCollectors')
      .then(({ runCollectors }) => {
        const collectors = runCollectors({ pageContext, runtime, telemetry, win });
        loaded = true;
        onError = collectors.reportError;
        track = collectors.track;
        record = (kind, payload, type) => telemetry.record(kind, collectors.stampCensus(kind, payload), type);
        heldErrors.splice(0).forEach(onError);
        heldTracks.splice(0).forEach(({ name, data }) => track(name, data));
        reportDroppedTracks();
        heldRecords.splice(0).forEach((held) => record(...held));
        copyChanged(true);
      })
      .catch((error: unknown) => {
        console.warn('Could not load the collectors', error);
        // Chromium keeps a failed import() failed for the page's life, so they will not load here: what is
        // held leaves now, built as on hide, and so does every later call, at once, rather than waiting for
        // a hide that a page left open may not have for hours.
        releaseHeld();
        track = (name, data) => void (heldTracks.push({ name, data, time: Date.now() }), releaseHeld());
        record = telemetry.record;
      });
  });
  return {
    record: (kind, payload, type) => record(kind, payload, type),
    track: (name, data) => track(name, data),
  };
}
