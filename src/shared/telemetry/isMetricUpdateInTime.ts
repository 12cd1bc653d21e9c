import { PERFORMANCE_REPORTING } from '../constants/limits';

/**
 * Spec media-and-reporting §9: a web-vitals update counts only up to 60 s after the load event; a later one
 * (a layout shift long after the visitor settled in) is left out of the page's record.
 */
export function isMetricUpdateInTime(nowMs: number, loadedAtMs: number): boolean {
  return nowMs - loadedAtMs <= PERFORMANCE_REPORTING.METRIC_WAIT_CAP_MS;
}
