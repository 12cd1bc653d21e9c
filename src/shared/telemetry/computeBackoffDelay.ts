// Jittered exponential backoff ("equal jitter": half fixed, half random), capped, and never shorter than
// what the server asked for in Retry-After. `attempt` counts failures so far, from 1.
export function computeBackoffDelay(
  attempt: number,
  random: number,
  options: { baseMs: number; maxMs: number; retryAfterMs?: number | null },
): number {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = exponential / 2 + (exponential / 2) * random;
  return Math.round(Math.max(jittered, options.retryAfterMs ?? 0));
}
