import { applyCartChange, CART_CHANGED_EVENT, type CartChangedDetail } from '../../shared/commerce/cartEvents';
import {
  formatCartAccessibilityLabel,
  formatCartCount,
  getCartIndicatorLayout,
} from '../../shared/commerce/cartIndicator';
import { COMMERCE_PATHS } from '../../shared/api/commerce/cartPaths';

// The header's cart indicator (media-and-reporting §4), a chunk of its own. It starts uninitialized showing
// 0; the first sync with the server marks it initialized. Cart changes on the page move it at once and
// settle on the server's count.
export function startCartIndicator(doc: Document, win: Window, locale: string): void {
  const element = doc.querySelector<HTMLElement>('[data-cart-indicator]');
  const count = element?.querySelector<HTMLElement>('[data-cart-count]');
  if (!element || !count) return;
  let state = { serverCount: 0, pendingDelta: 0 };
  let synced = false;
  const show = () => {
    const n = Math.max(0, state.serverCount + state.pendingDelta);
    count.textContent = formatCartCount(n);
    element.setAttribute('aria-label', formatCartAccessibilityLabel(n, locale));
    element.dataset.layout = getCartIndicatorLayout(win.screen.width);
  };
  doc.addEventListener(CART_CHANGED_EVENT, (event) => {
    state = applyCartChange(state, (event as CustomEvent<CartChangedDetail>).detail);
    if (!synced && (event as CustomEvent<CartChangedDetail>).detail.kind === 'confirmed') markSynced();
    show();
  });
  const markSynced = () => {
    synced = true;
    element.dataset.state = 'initialized';
  };
  void fetch(COMMERCE_PATHS.CART_API, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<{ cart: { totalQuantity: number } | null }>) : null))
    .then((reply) => {
      if (!reply) return;
      // A change confirmed meanwhile is newer than this answer.
      if (!synced) state = { ...state, serverCount: reply.cart?.totalQuantity ?? 0 };
      markSynced();
      show();
    })
    .catch((error: unknown) => console.warn('Could not read the cart', error));
}
