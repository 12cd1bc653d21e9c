// At most one run per interval, leading edge first: asked when it last ran intervalMs ago or more, `run` runs
// at once; asked sooner, it runs once at that interval's end, whatever was asked meanwhile. The facade hands
// its records over so (HANDOVER_INTERVAL_MS) and the worker sends its replies to them so (REPLY_INTERVAL_MS,
// answerHandOvers): every message between the page and its worker costs the page's main thread a task.
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
