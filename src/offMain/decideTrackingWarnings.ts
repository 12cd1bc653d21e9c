import { ANALYTICS_MESSAGES } from '../shared/messages/analyticsMessages';

interface RefusedBatch {
  status: number;
  /** How many analytics records the refused batch carried. */
  analytics: number;
}

// Spec media-and-reporting §8: the events call's failure warning. Our events travel in the pipeline's batches,
// which are retried until stored or refused, so it is due once per refused batch that carries analytics.
export function decideTrackingWarnings(refused: RefusedBatch[]): string[] {
  return refused.filter((batch) => batch.analytics > 0).map((batch) => ANALYTICS_MESSAGES.trackingFailed(batch.status));
}
