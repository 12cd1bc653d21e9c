import { CART_MARKER_COOKIE_NAME } from '../../shared/constants/cookies';
import type { TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';

// Loads the cart indicator's chunk when the visitor has a cart to sync: the cart marker cookie says so (a
// page is the same HTML for every visitor, docs/scaling.md), or the server marked the indicator (the cart
// and checkout pages). Without one the indicator is already right, and its code comes with the first cart
// change. A failed load is a console warning (spec visitor-runtime §8).
// A product page is a commerce event (view product page, docs/commerce.md), emitted from its own chunk.
export function startCommerce(telemetry: TelemetryRecorder): void {
  if (document.cookie.includes(CART_MARKER_COOKIE_NAME + '=') || document.querySelector('[data-cart="present"]'))
    import('../../ui/commerce/startCartIndicator').then(
      (m) => m.startCartIndicator(document, window, true),
      console.warn,
    );
  const productId = document.querySelector<HTMLElement>('.block-product[data-product-id]')?.dataset.productId;
  if (productId)
    import('../../ui/commerce/emitCommerceEvent').then(
      (m) => m.emitCommerceEvent(telemetry, 'view-product', { productId }),
      console.warn,
    );
}
