import { PERFORMANCE_REPORTING } from '../../../shared/constants/limits';
import type { PageContext } from '../../../shared/pageContext/PageContext';
import type { PageSpeedFacts } from '../../../shared/telemetry/raw/buildPageSpeedRecord';
import type { PerformanceSettings } from '../../../shared/api/reporting/PerformanceSettings';
import type { VisitorIdentity } from '../applyVisitorIdentity';
import { fetchPerformanceSettings } from './fetchPerformanceSettings';
import { readNavigationFacts, readPageSpeedContext } from './readPageSpeedContext';
import { observeWebVitals } from './observeWebVitals';
import { isMetricUpdateInTime } from '../../../shared/telemetry/isMetricUpdateInTime';

interface PerformanceReporterOptions {
  win: Window;
  pageContext: PageContext;
  identity: VisitorIdentity;
  sendRecord: (facts: PageSpeedFacts) => void;
}

// Spec media-and-reporting §4: only when the remote settings enable the reporter and the app, one page-speed
// record per page load, flushed on page hide, before unload, or 30 s after the load event, whichever comes
// first; metric updates later than 60 s after load are ignored (§9). The worker builds the record.
export function startPerformanceReporter({ win, pageContext, identity, sendRecord }: PerformanceReporterOptions): void {
  const nav = win.performance.getEntriesByType('navigation')[0];
  const loadedAt = nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : win.performance.now();
  const vitals: PageSpeedFacts['vitals'] = {};
  let settings: PerformanceSettings | null | undefined;
  let flushWanted = false;
  let sent = false;

  const send = () => {
    if (sent || !settings || !settings.rollout.reporterEnabled || !settings.rollout.appEnabled) return;
    sent = true;
    sendRecord({
      pageLoadId: settings.pageLoadId,
      nav: nav ? readNavigationFacts(nav) : null,
      vitals,
      context: readPageSpeedContext(win, pageContext, identity),
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
      if (isMetricUpdateInTime(win.performance.now(), loadedAt)) apply(vitals);
    });
    if (flushWanted) send();
  });

  win.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && flush());
  win.addEventListener('pagehide', flush);
  win.addEventListener('beforeunload', flush);
  win.setTimeout(flush, Math.max(0, PERFORMANCE_REPORTING.FLUSH_AFTER_LOAD_MS - (win.performance.now() - loadedAt)));
}
