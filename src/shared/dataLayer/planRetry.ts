import { RUNTIME_TIMINGS } from '../constants/limits';
import type { DataLayerFailure } from './DataLayerFailure';

// Spec visitor-runtime §8: "Retry every 200 ms if a retry count is set", at most 1 + retries tries, and only
// failures that may pass on a second try. The wait before the next try, or null to give up.
export function planRetry(failedAttempts: number, retries: number | undefined, failure: DataLayerFailure) {
  if (!failure.retryable) return null;
  const allowed = Number.isInteger(retries) && (retries ?? 0) > 0 ? (retries as number) : 0;
  return failedAttempts <= allowed ? RUNTIME_TIMINGS.DATA_LAYER_RETRY_INTERVAL_MS : null;
}
