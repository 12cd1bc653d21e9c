import type { SocialPixel } from './emitCommerceEvent';

type PixelFunction = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...a: unknown[]) => void };
type PixelWindow = Window & { fbq?: PixelFunction; _fbq?: PixelFunction };

let started: string | null = null;

// The social-ad pixel's documented page API: a `fbq` function that queues its calls until the vendor script
// (loaded once, async) takes the queue over; `fbq('init', id)` once, then `fbq('track', StandardEvent, data)`.
// Loaded only by emitCommerceEvent, after it checked the pixel id and the visitor's consent.
export function sendToPixel(pixel: SocialPixel, event: string, data: Record<string, unknown>): void {
  const win = window as PixelWindow;
  if (!win.fbq) {
    const queue: unknown[][] = [];
    const fbq: PixelFunction = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else queue.push(args);
    };
    Object.assign(fbq, { queue, push: fbq, loaded: true, version: '2.0' });
    win.fbq = fbq;
    win._fbq ??= fbq;
  }
  if (started !== pixel.pixelId) {
    started = pixel.pixelId;
    const script = document.createElement('script');
    script.async = true;
    script.src = pixel.scriptUrl;
    document.head.append(script);
    win.fbq('init', pixel.pixelId);
  }
  win.fbq('track', event, data);
}
