import { RUNTIME_TIMINGS } from '../constants/limits';
import type { DataLayerFailure } from './DataLayerFailure';

// Spec visitor-runtime §8: "Retry every 200 ms if a retry count is set." `failedAttempts` counts the
// failures so far (1 after the first); a call with `retries: n` is tried at most 1 + n times. Only
// failures that may pass on a second try are retried: a 4xx answer will not change.
// Returns the wait before the next try, or null to give up.
export function planRetry(
  failedAttempts: number,
  retries: number | undefined,
  failure: DataLayerFailure,
): number | null {
  if (!failure.retryable) return null;
  const allowed = Number.isInteger(retries) && (retries ?? 0) > 0 ? (retries as number) : 0;
  return failedAttempts <= allowed ? RUNTIME_TIMINGS.DATA_LAYER_RETRY_INTERVAL_MS : null;
}
