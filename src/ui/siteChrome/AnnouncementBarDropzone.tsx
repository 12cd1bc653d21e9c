import type { WebsiteSettings } from '../../shared/siteData/WebsiteSettings';

// The announcement bar above the header, in the page's flow, and its dropzone: where the cookie banner
// goes when cookieBannerInAnnouncementBar is on (spec visitor-runtime §2). The banner script finds the
// dropzone by data-cookie-banner-dropzone, so the page context need not carry the setting.
export function AnnouncementBarDropzone({
  bar,
  cookieBannerHere,
}: {
  bar: WebsiteSettings['announcementBar'];
  cookieBannerHere: boolean;
}) {
  if (!bar && !cookieBannerHere) return null;
  return (
    <div
      className="announcement-bar-dropzone"
      id="announcement-bar-dropzone"
      data-cookie-banner-dropzone={cookieBannerHere ? 'true' : undefined}
    >
      {bar ? (
        <div className="announcement-bar" role="region" aria-label="Announcement">
          {bar.url ? <a href={bar.url}>{bar.text}</a> : <p>{bar.text}</p>}
        </div>
      ) : null}
    </div>
  );
}
