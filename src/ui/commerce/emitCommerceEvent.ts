import type { TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import {
  COMMERCE_EVENT_PIXEL_NAMES,
  SOCIAL_PIXEL_META,
  commerceRecordName,
  pixelConsented,
  type CommerceEventName,
} from '../../shared/commerce/commerceEvents';
import { CONSENT_COOKIE_NAME } from '../../shared/constants/cookies';

export interface SocialPixel {
  pixelId: string;
  scriptUrl: string;
}

/** The pixel the server configured for this page (a meta element), or null. */
export function readSocialPixel(doc: Document): SocialPixel | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${SOCIAL_PIXEL_META}"]`);
  const scriptUrl = meta?.dataset.script;
  return meta?.content && scriptUrl ? { pixelId: meta.content, scriptUrl } : null;
}

function readCookie(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Emits a commerce event (docs/commerce.md): always a telemetry record; to the social-ad pixel only when the
 * site configures one and the visitor accepted cookies. The pixel's code loads on the first such event.
 * `data` is what the event is about (product id, SKU, quantity, value in minor units, currency, query…).
 */
export function emitCommerceEvent(
  telemetry: TelemetryRecorder,
  name: CommerceEventName,
  data: Record<string, string | number | boolean>,
  doc: Document = document,
): void {
  telemetry.record('event', { event: commerceRecordName(name), data: JSON.stringify(data) }, commerceRecordName(name));
  const pixel = readSocialPixel(doc);
  if (!pixel || !pixelConsented(readCookie(doc, CONSENT_COOKIE_NAME))) return;
  import('./socialPixel').then((m) => m.sendToPixel(pixel, COMMERCE_EVENT_PIXEL_NAMES[name], data), console.warn);
}
