import type { PageSpeedData } from '../../../shared/telemetry/records/performance';

type Update = (apply: (metrics: Partial<PageSpeedData>) => void) => void;

const round = (ms: number) => Math.round(ms * 10) / 10;

// The thin edge around web-vitals (loaded with import() only once the rollout flags are on) and the
// first-input entry, which web-vitals 5 no longer reports. reportAllChanges keeps the latest value of each
// metric, so a flush 30 s after load sends what is known by then.
export function observeWebVitals(update: Update): void {
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const options = { reportAllChanges: true };
      onCLS((m) => update((d) => void (d.cumulativeLayoutShift = Math.round(m.value * 10000) / 10000)), options);
      onFCP((m) => update((d) => void (d.firstContentfulPaint = round(m.value))), options);
      onLCP((m) => update((d) => void (d.largestContentfulPaint = round(m.value))), options);
      onINP((m) => update((d) => void (d.interactionToNextPaint = round(m.value))), options);
      onTTFB((m) => update((d) => void (d.timeToFirstByte = round(m.value))), options);
    })
    .catch((error: unknown) => console.warn('Could not load web-vitals', error));
  try {
    new PerformanceObserver((list) => {
      const first = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (first) update((d) => void (d.firstInputDelay = round(first.processingStart - first.startTime)));
    }).observe({ type: 'first-input', buffered: true });
  } catch {
    // No first-input support (Safari before 17): the field stays absent.
  }
}
