import { DATA_LAYER_MESSAGES, DATA_LAYER_STATUS_MESSAGES } from '../messages/dataLayerMessages';

// Spec visitor-runtime §8: 401/403, 500/501 and 503 have their own words; every other failure, including
// no answer at all (status 0), is "Unable to connect…".
export function messageForStatus(status: number): string {
  return DATA_LAYER_STATUS_MESSAGES[status] ?? DATA_LAYER_MESSAGES.unableToConnect;
}
