import { ANALYTICS_MESSAGES } from '../messages/analyticsMessages';

interface RefusedBatch {
  status: number;
  /** How many analytics records the refused batch carried. */
  analytics: number;
}

// Spec media-and-reporting §8: 'Error tracking event: HTTP Status {code}' is warned when the events call
// answers other than 200 or 202. Our analytics events travel in the pipeline's batches, and a batch the
// server answers 2xx is stored and one answered 5xx, 429 or not at all is retried; so the warning is due
// when a batch carrying analytics events is finally refused (classifyResponse: 'drop'), once per batch.
export function decideTrackingWarnings(refused: RefusedBatch[]): string[] {
  return refused.filter((batch) => batch.analytics > 0).map((batch) => ANALYTICS_MESSAGES.trackingFailed(batch.status));
}
