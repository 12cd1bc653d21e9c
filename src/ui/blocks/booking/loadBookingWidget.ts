import type { BookingData } from '../../../shared/blocks/booking';

type TockQueue = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: unknown; loaded?: boolean };

// The one place the provider's script enters the page (thin wrapper: DOM only). OpenTable's loader draws
// its widget where its script element stands, so the element goes inside the block's widget container.
// Tock's script reads a queue of calls on window.tock (its embed snippet) and draws into
// #Tock_widget_container. Resolves when the script has loaded, rejects when it could not be.
export function loadBookingWidget(
  container: HTMLElement,
  data: BookingData,
  src: string,
  options: { locale: string; timeZone: string },
): Promise<void> {
  const doc = container.ownerDocument;
  if (data.provider === 'tock') {
    const target = doc.createElement('div');
    target.id = 'Tock_widget_container';
    target.dataset.tockDisplayMode = 'Button';
    target.dataset.tockColorMode = 'Blue';
    target.dataset.tockLocale = options.locale.toLowerCase();
    target.dataset.tockTimezone = options.timeZone;
    container.append(target);
    const win = doc.defaultView as (Window & { tock?: TockQueue }) | null;
    if (win && !win.tock) {
      const tock: TockQueue = (...args: unknown[]) => {
        if (typeof tock.callMethod === 'function') (tock.callMethod as (...a: unknown[]) => void)(...args);
        else tock.queue!.push(args);
      };
      tock.queue = [];
      tock.loaded = true;
      win.tock = tock;
    }
    win?.tock?.('init', data.restaurantId);
  }
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)), { once: true });
    container.append(script);
  });
}
