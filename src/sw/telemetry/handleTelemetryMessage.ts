import { SW_MESSAGE_TYPES, type ServiceWorkerMessage } from '../../shared/telemetry/serviceWorkerMessages';
import type { DrainOutcome } from '../../offMain/drainChunks';
import type { TelemetryDrainer } from './createTelemetryDrainer';

// Pages tell the service worker when they are hidden (with the records they could not see persisted) and
// when they are back online. Returns the work to wait on, or null for messages that are not ours.
export function handleTelemetryMessage(data: unknown, drainer: TelemetryDrainer): Promise<DrainOutcome> | null {
  const message = data as Partial<ServiceWorkerMessage> | null;
  if (!message || typeof message !== 'object') return null;
  const pageId = typeof message.pageId === 'string' && message.pageId !== '' ? message.pageId : undefined;
  if (message.type === SW_MESSAGE_TYPES.PAGE_HIDDEN && Array.isArray((message as { records?: unknown }).records)) {
    return drainer.keepAndDrain((message as { records: [] }).records, pageId);
  }
  if (message.type === SW_MESSAGE_TYPES.DRAIN) return drainer.drain(pageId);
  return null;
}
