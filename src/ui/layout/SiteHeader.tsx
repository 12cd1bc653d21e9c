import type { Navigation } from '../../shared/siteData/Navigation';

export function SiteHeader({
  title,
  navigation,
  currentPath,
}: {
  title: string;
  navigation: Navigation;
  currentPath: string;
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
    </header>
  );
}
