import { applyCartChange, CART_CHANGED_EVENT, type CartChangedDetail } from '../../shared/commerce/cartEvents';
import { formatCartCount, getCartIndicatorLayout } from '../../shared/commerce/formatCartCount';
import { COMMERCE_PATHS } from '../../shared/api/commerce/cartPaths';

// The header's cart indicator (media-and-reporting §4), a chunk of its own. It starts uninitialized showing
// 0; the first sync with the server marks it initialized. Without a cart cookie there is no cart (visitor-
// runtime §4), so the server renders it initialized at 0 and this code loads only with the first change. Cart changes on the page move it at once and
// settle on the server's count. The label's message format loads only once the count differs from the
// server-rendered 0, so a visitor with an empty cart downloads none of it.
let started = false;

/**
 * Starts the indicator once per page: from the boot when the visitor has a cart (`hasCart`: it starts
 * uninitialized and syncs), else on the first change.
 */
export function startCartIndicator(doc: Document, win: Window, hasCart = false): void {
  const element = doc.querySelector<HTMLElement>('[data-cart-indicator]');
  const count = element?.querySelector<HTMLElement>('[data-cart-count]');
  if (started || !element || !count) return;
  started = true;
  const locale = doc.documentElement.lang || 'en-US';
  let state = { serverCount: 0, pendingDelta: 0 };
  // The page was rendered for every visitor, with no cart; this one has a cart to count.
  if (hasCart) element.dataset.state = 'uninitialized';
  let synced = element.dataset.state === 'initialized';
  let labelled = 0;
  const show = () => {
    const n = Math.max(0, state.serverCount + state.pendingDelta);
    count.textContent = formatCartCount(n);
    element.dataset.layout = getCartIndicatorLayout(win.screen.width);
    if (n === labelled) return;
    labelled = n;
    import('../../shared/commerce/cartIndicator').then(({ formatCartIndicatorName }) => {
      // Only the newest count's label is written.
      if (labelled === n) element.setAttribute('aria-label', formatCartIndicatorName(n, locale));
    }, console.warn);
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
  if (synced) return;
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
