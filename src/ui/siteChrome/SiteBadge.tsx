import type { WebsiteSettings } from '../../shared/siteData/WebsiteSettings';

// Spec visitor-runtime §3: the badge, none, black or white, at the foot of every page.
export function SiteBadge({ type }: { type: WebsiteSettings['badgeType'] }) {
  if (type === 'none') return null;
  return (
    <p className={`site-badge site-badge--${type}`}>
      <span>Made with Site Runtime</span>
    </p>
  );
}
