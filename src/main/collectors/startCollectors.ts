import type { PageContext } from '../../shared/pageContext/PageContext';
import type { TelemetryClient, TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import type { DropPayload } from '../../shared/telemetry/records/drop';
import { MAX_HELD_BEFORE_COLLECTORS } from '../../shared/telemetry/pipelineLimits';
import { ERROR_REPORTING } from '../../shared/constants/errorReporting';
import { PageCopies, type EarlyRecord } from '../telemetry/PageCopies';
import type { TelemetryFacade } from '../telemetry/startTelemetry';
import { whenLoadedAndIdle } from '../telemetry/whenLoadedAndIdle';
import { onPageHide } from '../telemetry/onPageHide';
import type { TrackCall } from '../../shared/telemetry/raw/finishRawRecord';
import { ERROR_FACTS_KIND, TRACK_CALL_KIND } from '../../shared/telemetry/raw/rawRecordKinds';
import { CENSUS_WITH_VISITOR_COOKIE } from './censusWithVisitorCookie';
import { readErrorFacts } from './readErrorFacts';

interface CollectorsOptions {
  pageContext: PageContext;
  telemetry: TelemetryRecorder & Partial<Pick<TelemetryFacade, 'held' | 'pageId'>>;
  win?: Window;
}

type ErrorLike = ErrorEvent | PromiseRejectionEvent;
type HeldTrack = [name: string, data: Record<string, unknown> | undefined, time: number];

// The only collector code in the first-load chunk (its budget is 8 KB gzip for everything): hold errors,
// track() calls and the census records that carry the visitor cookie (visitor-runtime §7) from the first
// moment, and load the collectors themselves after the load event and an idle moment.
export function startCollectors({ pageContext, telemetry, win = window }: CollectorsOptions): TelemetryClient {
  const heldErrors: ErrorLike[] = [];
  const heldTracks: HeldTrack[] = [];
  const heldRecords: EarlyRecord[] = [];
  // The page's copies in localStorage of what the facade and this hold (PageCopies.ts).
  const copies = telemetry.held && new PageCopies(win, telemetry as TelemetryFacade, () => buildHeld());
  if (copies) telemetry = { ...telemetry, record: copies.record };
  const copyChanged = (now?: boolean) => copies && copies.changed(now);
  // Spec visitor-runtime §9: at most 10 queued error events; the same cap bounds what is held before load,
  // counted over the page's life (where the collectors never load, what is held leaves more than once).
  let errorsHeld = 0;
  let onError: (event: ErrorLike) => void = (event) =>
    void (errorsHeld++ < ERROR_REPORTING.MAX_QUEUED_EVENTS && heldErrors.push(event) && copyChanged());
  // Beyond MAX_HELD_BEFORE_COLLECTORS, census records go unstamped, and track() calls are dropped and counted
  // as a `queue-full` drop record (every drop is counted by reason and reported, docs/telemetry.md).
  let droppedTracks = 0;
  let track: (name: string, data?: Record<string, unknown>) => void = (name, data) =>
    void (heldTracks.length < MAX_HELD_BEFORE_COLLECTORS
      ? heldTracks.push([name, data, Date.now()]) && copyChanged()
      : droppedTracks++);
  const reportDroppedTracks = () => {
    if (droppedTracks > 0)
      telemetry.record('drop', { reason: 'queue-full', count: droppedTracks, kind: 'analytics' } satisfies DropPayload);
    droppedTracks = 0;
  };
  let record: (...args: EarlyRecord) => void = (kind, payload, type) =>
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
  for (const type of ['error', 'unhandledrejection'] as const) win.addEventListener(type, (event) => onError(event));

  // A page hidden before the collectors load records what is held now, raw (the server builds it, as for the
  // page's copy). A track call carries the automatic fields the main thread knows: media-and-reporting §4's
  // analytics id cookie (ss_aid) when set, else an id for this page only.
  const fallbackAnalyticsId = 'page-' + Math.random().toString(36).slice(2);
  const buildHeld = (): EarlyRecord[] => {
    const { host, pathname } = win.location;
    const website = pageContext.website;
    const analyticsId = /(?:^|; )ss_aid=([\w-]+)/.exec(win.document.cookie)?.[1] ?? fallbackAnalyticsId;
    const built: EarlyRecord[] = heldErrors.map((event) => [
      ERROR_FACTS_KIND,
      readErrorFacts(event, win, website),
      'javascript-error',
    ]);
    const { id: website_id, templateId: template_id } = website;
    for (const [name, data, time] of heldTracks) {
      const automatic = { page_host: host, page_path: pathname, client_timestamp: time, website_id, template_id };
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
  onPageHide(win, telemetry, () => {
    if (!loaded) releaseHeld();
    // The page view's final count (records/delivery.ts: its seq + 1 is how many records the page made), in the
    // hide path with what the hide leaves. Here, not in the facade, for the facade's 3 KB; the records the
    // collectors make as the page hides come after it and raise the count as they arrive (docs/telemetry.md).
    telemetry.record('delivery', {});
    if (copies) copies.hidden();
  });

  whenLoadedAndIdle(win, () => {
    import('./runCollectors')
      .then(({ runCollectors }) => {
        const collectors = runCollectors(pageContext, telemetry, win);
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
