import { ROUTES } from '../../shared/constants/routes';
import type { Navigation } from '../../shared/siteData/Navigation';
import { CartIndicator } from './CartIndicator';

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
  showCart?: false | { hasCart: boolean };
}) {
  return (
    <header className="site-header">
      <a className="site-title" href="/">
        {title}
      </a>
      <nav aria-label="Main">
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
        <input type="search" name="q" aria-label="Search" placeholder="Search" />
        <button type="submit">Search</button>
      </form>
      {showCart ? <CartIndicator hasCart={showCart.hasCart} /> : null}
    </header>
  );
}
