import { ROUTES } from '../../shared/constants/routes';
import type { Navigation } from '../../shared/siteData/Navigation';
import { CartIndicator } from './CartIndicator';
import { SITE_WORDS } from '../../shared/words/siteWords';
import { useWords } from '../runtime/useWords';

/** The id of the header's menu panel, named by its button's popovertarget. */
const SITE_MENU_ID = 'site-menu';

// The header. On a narrow screen (base.css) the navigation and search form are a popover panel, which the
// browser opens and closes without script; a browser without popovers shows it inline.
export function SiteHeader({
  title,
  navigation,
  currentPath,
  showCart = false,
}: {
  title: string;
  navigation: Navigation;
  currentPath: string;
  /** A site with a store shows the cart indicator; `true` when the visitor has a cart cookie. */
  /** The cart indicator: whether the visitor has a cart, and its label for the 0 it is rendered with. */
  showCart?: false | { hasCart: boolean; label: string };
}) {
  const words = useWords(SITE_WORDS);
  return (
    <header className="site-header">
      <a className="site-title" href="/">
        {title}
      </a>
      <button type="button" className="site-menu-button" popoverTarget={SITE_MENU_ID}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {words.menu}
      </button>
      <div className="site-menu" id={SITE_MENU_ID} popover="auto">
        <button type="button" className="site-menu-close" popoverTarget={SITE_MENU_ID} popoverTargetAction="hide">
          {words.close}
        </button>
        <nav aria-label={words.mainNavigation}>
          <ul>
            {navigation.main.map((link) => (
              <li key={link.path}>
                <a href={link.path} aria-current={link.path === currentPath ? 'page' : undefined}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Spec visitor-runtime §2: /search; a plain GET form, so it works before and without script. */}
        <form className="site-search" role="search" action={ROUTES.SEARCH} method="get">
          <input
            className="control-input"
            type="search"
            name="q"
            aria-label={words.search}
            placeholder={words.search}
          />
          <button type="submit" className="control-button">
            {words.search}
          </button>
        </form>
      </div>
      {showCart ? <CartIndicator hasCart={showCart.hasCart} label={showCart.label} /> : null}
    </header>
  );
}
