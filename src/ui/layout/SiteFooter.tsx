import type { Navigation } from '../../shared/siteData/Navigation';

export function SiteFooter({ title, navigation }: { title: string; navigation: Navigation }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          {navigation.footer.map((link) => (
            <li key={link.path}>
              <a href={link.path}>{link.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p>© {title}</p>
    </footer>
  );
}
