import type { PageContext } from '../../shared/pageContext/PageContext';
import type { TelemetryClient, TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import type { DropPayload } from '../../shared/telemetry/records/drop';
import { MAX_HELD_BEFORE_COLLECTORS } from '../../shared/telemetry/pipelineLimits';
import { ERROR_REPORTING } from '../../shared/constants/errorReporting';
import type { Runtime } from '../runtime/createRuntime';
import { keepPageCopies, type EarlyRecord } from '../telemetry/keepPageCopies';
import type { TelemetryFacade } from '../telemetry/startTelemetry';
import { whenLoadedAndIdle } from '../telemetry/whenLoadedAndIdle';
import type { TrackCall } from '../../shared/telemetry/raw/finishRawRecord';
import { ERROR_FACTS_KIND, TRACK_CALL_KIND } from '../../shared/telemetry/raw/rawRecordKinds';
import { CENSUS_WITH_VISITOR_COOKIE } from './censusWithVisitorCookie';
import { readErrorFacts } from './readErrorFacts';

interface CollectorsOptions {
  pageContext: PageContext;
  runtime: Runtime;
  telemetry: TelemetryRecorder & Partial<Pick<TelemetryFacade, 'held' | 'pageId'>>;
  win?: Window;
}

type ErrorLike = ErrorEvent | PromiseRejectionEvent;
type HeldRecord = EarlyRecord;
type HeldTrack = [name: string, data: Record<string, unknown> | undefined, time: number];

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
      ? heldTracks.push([name, data, Date.now()]) && copyChanged()
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
  // A track call leaving without the worker leaves as JSON: one whose data JSON cannot write (a cycle, a
  // BigInt) goes without it, and the server counts it invalid as the worker would (finishRawRecord).
  telemetry.setPageBuilder?.((r) => {
    try {
      if (r.kind === TRACK_CALL_KIND) JSON.stringify(r.payload.data);
      return r;
    } catch {
      return { ...r, payload: {} };
    }
  });
  win.addEventListener('error', (event) => onError(event));
  win.addEventListener('unhandledrejection', (event) => onError(event));

  // A page hidden before the collectors load must not lose what is held (the tab may be closing): record
  // it now, raw like every record (the collectors' chunk is not here to read more), so it leaves with the
  // facade's page-hide beacon and the server builds it (finishRawRecord). Built so too for the page's copy
  // in localStorage while it is held (a page may end without any pagehide). A track call carries the
  // automatic fields the main thread knows: media-and-reporting §4's analytics id cookie (ss_aid) when
  // set, else an id for this page only.
  const fallbackAnalyticsId = 'page-' + Math.random().toString(36).slice(2);
  const buildHeld = (): HeldRecord[] => {
    const { host, pathname } = win.location;
    const website = pageContext.website;
    const analyticsId = /(?:^|; )ss_aid=([\w-]+)/.exec(win.document.cookie)?.[1] ?? fallbackAnalyticsId;
    const built: HeldRecord[] = heldErrors.map((event) => [
      ERROR_FACTS_KIND,
      readErrorFacts(event, win, website),
      'javascript-error',
    ]);
    for (const [name, data, time] of heldTracks) {
      const automatic = {
        page_host: host,
        page_path: pathname,
        client_timestamp: time,
        website_id: website.id,
        template_id: website.templateId,
      };
      const call: TrackCall = { name, data, context: { automatic, analyticsId } };
      built.push([TRACK_CALL_KIND, call, name]);
    }
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
        heldTracks.splice(0).forEach(([name, data]) => track(name, data));
        reportDroppedTracks();
        heldRecords.splice(0).forEach((held) => record(...held));
        copyChanged(true);
      })
      .catch((error: unknown) => {
        console.warn('Could not load the collectors', error);
        // Chromium keeps a failed import() failed for the page's life, so they will not load here: what is
        // held leaves now, raw as on hide, and so does every later call, at once, rather than waiting for
        // a hide that a page left open may not have for hours.
        releaseHeld();
        track = (name, data) => void (heldTracks.push([name, data, Date.now()]), releaseHeld());
        record = telemetry.record;
      });
  });
  return {
    record: (kind, payload, type) => record(kind, payload, type),
    track: (name, data) => track(name, data),
  };
}
