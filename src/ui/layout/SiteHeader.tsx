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
      {showCart ? <CartIndicator hasCart={showCart.hasCart} /> : null}
    </header>
  );
}
