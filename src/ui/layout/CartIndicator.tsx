import { CART_INDICATOR_WORDS } from '../../shared/words/cartIndicatorWords';
import { useWords } from '../runtime/useWords';
import { COMMERCE_PATHS } from '../../shared/api/commerce/cartPaths';

// The header's cart indicator (media-and-reporting §4): rendered showing 0, uninitialized while the visitor
// has a cart cookie (its own small chunk, src/ui/commerce/startCartIndicator.ts, syncs it), initialized when
// there is no cookie and so no cart (visitor-runtime §4). The chunk follows cart changes on the page. Its
// label for 0 comes from the server (renderPage), in the site's locale, as the chunk writes the later ones.
export function CartIndicator({ hasCart, label }: { hasCart: boolean; label: string }) {
  const words = useWords(CART_INDICATOR_WORDS);
  return (
    <a
      className="cart-indicator"
      href={COMMERCE_PATHS.CART_PAGE}
      data-cart-indicator=""
      data-state={hasCart ? 'uninitialized' : 'initialized'}
      data-cart={hasCart ? 'present' : 'none'}
      aria-label={label}
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
      <span className="cart-indicator-label">{words.text}</span>{' '}
      <span className="cart-indicator-count" data-cart-count="">
        0
      </span>
    </a>
  );
}
