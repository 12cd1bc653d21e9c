import type { Navigation } from '../../shared/siteData/Navigation';
import { SITE_WORDS } from '../../shared/words/siteWords';
import { useWords } from '../runtime/useWords';

export function SiteFooter({ title, navigation }: { title: string; navigation: Navigation }) {
  const words = useWords(SITE_WORDS);
  return (
    <footer className="site-footer">
      <nav aria-label={words.footerNavigation}>
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
