// Time passed in to the worker's parts: a clock and a timer list a test advances by hand. Each timer that
// fires is followed by a macrotask turn, so the promise chains it starts settle before the next one.
export function createManualClock(start = 0) {
  let now = start;
  const timers: Array<{ at: number; run: () => void }> = [];
  return {
    now: () => now,
    setTimer: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > end) break;
        timers.shift();
        now = next.at;
        next.run();
        await new Promise((r) => setTimeout(r, 0));
      }
      now = end;
    },
  };
}
