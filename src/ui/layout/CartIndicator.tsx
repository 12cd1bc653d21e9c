import { formatCartAccessibilityLabel } from '../../shared/commerce/cartIndicator';
import { COMMERCE_PATHS } from '../../shared/api/commerce/cartPaths';

// The header's cart indicator (media-and-reporting §4): rendered uninitialized showing 0; its own small
// chunk (src/main/commerce/startCartIndicator.ts) syncs it with the server and follows cart changes.
export function CartIndicator() {
  return (
    <a
      className="cart-indicator"
      href={COMMERCE_PATHS.CART_PAGE}
      data-cart-indicator=""
      data-state="uninitialized"
      aria-label={formatCartAccessibilityLabel(0)}
    >
      <svg className="cart-indicator-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="cart-indicator-label">Cart</span>
      <span className="cart-indicator-count" data-cart-count="">
        0
      </span>
    </a>
  );
}
