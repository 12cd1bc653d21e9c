import { ADMIN_EVENTS_CHANNEL, type AdminEvent } from '../../shared/owner/ownerEvents';

// One BroadcastChannel per page: a channel never receives its own messages, so this page's own logout does
// not come back to it as "logged out elsewhere".
let channel: BroadcastChannel | null = null;

/** Spec visitor-runtime §6: opened only for an admin permission (the caller checks). */
export function openAdminChannel(onEvent: (event: AdminEvent) => void): void {
  if (channel || typeof BroadcastChannel !== 'function') return;
  channel = new BroadcastChannel(ADMIN_EVENTS_CHANNEL);
  channel.onmessage = (message: MessageEvent<AdminEvent>) => onEvent(message.data);
}

/** Tells the site's other tabs; does nothing when this page has no admin channel. */
export function postAdminEvent(event: AdminEvent): void {
  channel?.postMessage(event);
}
