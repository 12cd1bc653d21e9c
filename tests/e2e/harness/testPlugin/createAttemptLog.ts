export interface AttemptLog {
  /** Record one attempt under `key` and return how many there have been. */
  record(key: string): number;
  read(key: string): { count: number; times: number[] };
}

// Test-only: how many times each keyed test route was called and when, so an end-to-end test can ask the
// server (the oracle) whether the browser retried, how often and how far apart. Kept in memory: one server
// per test file.
export function createAttemptLog(now: () => number = Date.now): AttemptLog {
  const attempts = new Map<string, number[]>();
  return {
    record(key) {
      const times = attempts.get(key) ?? [];
      times.push(now());
      attempts.set(key, times);
      return times.length;
    },
    read(key) {
      const times = attempts.get(key) ?? [];
      return { count: times.length, times: [...times] };
    },
  };
}
