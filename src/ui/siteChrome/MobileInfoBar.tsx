import type { WebsiteSettings } from '../../shared/siteData/WebsiteSettings';
import { SITE_WORDS } from '../../shared/words/siteWords';
import { useWords } from '../runtime/useWords';

// Spec visitor-runtime §3 and §9: the mobile information bar, style none, light or dark, shown at 1024 px
// wide or less (siteChrome.css), never above. Server-rendered links, so it needs no script; its words in the
// site's language.
export function MobileInfoBar({ settings }: { settings: WebsiteSettings }) {
  const words = useWords(SITE_WORDS);
  const info = settings.mobileInfoBar;
  const style = settings.mobileInfoBarStyle;
  if (style === 'none' || !(info.phone || info.email || info.location || info.hours)) return null;
  return (
    <aside className={`mobile-info-bar mobile-info-bar--${style}`} aria-label={words.contactInformation}>
      {info.phone ? <a href={`tel:${info.phone.replace(/[ ()]/g, '')}`}>{words.call}</a> : null}
      {info.email ? <a href={`mailto:${info.email}`}>{words.email}</a> : null}
      {info.location ? (
        <a href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(info.location)}`}>
          {words.location}
        </a>
      ) : null}
      {info.hours ? <span className="mobile-info-bar-hours">{info.hours}</span> : null}
    </aside>
  );
}
