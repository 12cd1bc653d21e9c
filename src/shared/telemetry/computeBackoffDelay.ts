// Capped exponential backoff with equal jitter, never shorter than Retry-After; `attempt` counts from 1.
export function computeBackoffDelay(
  attempt: number,
  random: number,
  options: { baseMs: number; maxMs: number; retryAfterMs?: number | null },
): number {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = exponential / 2 + (exponential / 2) * random;
  return Math.round(Math.max(jittered, options.retryAfterMs ?? 0));
}
