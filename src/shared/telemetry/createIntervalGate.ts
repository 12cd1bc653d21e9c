// At most one run per interval, leading edge first, the rest at the interval's end: every message between the
// page and its worker costs the page's main thread a task.
export function createIntervalGate(
  run: () => void,
  intervalMs: number,
  now: () => number,
  setTimer: (run: () => void, ms: number) => unknown,
): (at?: number) => void {
  let lastRun = -Infinity;
  let waiting = false;
  const runNow = () => {
    waiting = false;
    lastRun = now();
    run();
  };
  // `at`: the time now, where the caller has just read it.
  return (at = now()) => {
    if (waiting) return;
    const wait = lastRun + intervalMs - at;
    if (wait <= 0) return runNow();
    waiting = true;
    setTimer(runNow, wait);
  };
}
