import type { PageSpeedFacts } from '../../../shared/telemetry/raw/buildPageSpeedRecord';

type Update = (apply: (vitals: PageSpeedFacts['vitals']) => void) => void;

// The thin edge around web-vitals (loaded with import() only once the rollout flags are on) and the
// first-input entry, which web-vitals 5 no longer reports. reportAllChanges keeps the latest value of each
// metric, so a flush 30 s after load sends what is known by then; the worker rounds them (buildPageSpeedRecord).
export function observeWebVitals(update: Update): void {
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const options = { reportAllChanges: true };
      onCLS((m) => update((d) => void (d.cumulativeLayoutShift = m.value)), options);
      onFCP((m) => update((d) => void (d.firstContentfulPaint = m.value)), options);
      onLCP((m) => update((d) => void (d.largestContentfulPaint = m.value)), options);
      onINP((m) => update((d) => void (d.interactionToNextPaint = m.value)), options);
      onTTFB((m) => update((d) => void (d.timeToFirstByte = m.value)), options);
    })
    .catch((error: unknown) => console.warn('Could not load web-vitals', error));
  try {
    new PerformanceObserver((list) => {
      const first = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (first) update((d) => void (d.firstInputDelay = first.processingStart - first.startTime));
    }).observe({ type: 'first-input', buffered: true });
  } catch {
    // No first-input support (Safari before 17): the field stays absent.
  }
}
