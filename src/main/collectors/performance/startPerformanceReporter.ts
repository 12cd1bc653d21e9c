import { PERFORMANCE_REPORTING } from '../../../shared/constants/limits';
import type { PageContext } from '../../../shared/pageContext/PageContext';
import type { PageSpeedData, PerformancePayload } from '../../../shared/telemetry/records/performance';
import type { PerformanceSettings } from '../../../shared/api/reporting/PerformanceSettings';
import type { VisitorIdentity } from '../applyVisitorIdentity';
import { COLLECTOR_APP } from '../collectorApp';
import { fetchPerformanceSettings } from './fetchPerformanceSettings';
import { readNavigationTiming } from './readNavigationTiming';
import { readPageSpeedContext } from './readPageSpeedContext';
import { observeWebVitals } from './observeWebVitals';

interface PerformanceReporterOptions {
  win: Window;
  pageContext: PageContext;
  identity: VisitorIdentity;
  sendRecord: (payload: PerformancePayload) => void;
}

const PAGE_SPEED_EVENT = 'page-speed';

// Spec media-and-reporting §4: nothing is sent unless the remote settings enable the reporter and the
// app. One page-speed record per page load, flushed on page hide, before unload, or 30 s after the load
// event, whichever comes first; metric updates later than 60 s after load are ignored (§9).
export function startPerformanceReporter({ win, pageContext, identity, sendRecord }: PerformanceReporterOptions): void {
  const nav = win.performance.getEntriesByType('navigation')[0];
  const loadedAt = nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : win.performance.now();
  const metrics: Partial<PageSpeedData> = {};
  let settings: PerformanceSettings | null | undefined;
  let flushWanted = false;
  let sent = false;

  const send = () => {
    if (sent || !settings || !settings.rollout.reporterEnabled || !settings.rollout.appEnabled) return;
    sent = true;
    const data = {
      ...(nav ? readNavigationTiming(nav) : {}),
      ...metrics,
      ...readPageSpeedContext(win, pageContext, identity),
    };
    sendRecord({
      app: COLLECTOR_APP,
      event: PAGE_SPEED_EVENT,
      pageLoadId: settings.pageLoadId,
      timestamp: Date.now(),
      data,
    });
  };
  const flush = () => {
    flushWanted = true;
    if (settings !== undefined) send();
  };

  void fetchPerformanceSettings(win.fetch.bind(win), win.setTimeout.bind(win) as typeof setTimeout).then((reply) => {
    settings = reply;
    if (!reply?.rollout.reporterEnabled || !reply.rollout.appEnabled) return;
    observeWebVitals((apply) => {
      if (win.performance.now() - loadedAt <= PERFORMANCE_REPORTING.METRIC_WAIT_CAP_MS) apply(metrics);
    });
    if (flushWanted) send();
  });

  win.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && flush());
  win.addEventListener('pagehide', flush);
  win.addEventListener('beforeunload', flush);
  win.setTimeout(flush, Math.max(0, PERFORMANCE_REPORTING.FLUSH_AFTER_LOAD_MS - (win.performance.now() - loadedAt)));
}
