import { ANALYTICS_FALLBACK_LOCALE } from '../../../shared/constants/analytics';
import type { PageContext } from '../../../shared/pageContext/PageContext';
import type { VisitorIdentity } from '../applyVisitorIdentity';

// The thin edge: media-and-reporting §3's values sent automatically with every event, read from the
// window and the page context. The resolved locale is the page language, else en-US.
export function readAnalyticsContext(win: Window, pageContext: PageContext, identity: VisitorIdentity) {
  const location = win.location;
  return {
    window_width: win.innerWidth,
    window_height: win.innerHeight,
    browser_language: win.navigator.language ?? null,
    page_host: location.host,
    page_path: location.pathname,
    page_query_string: location.search.replace(/^\?/, ''),
    page_referrer: win.document.referrer || null,
    resolved_locale: win.document.documentElement.lang || ANALYTICS_FALLBACK_LOCALE,
    client_timestamp: Date.now(),
    marketing_id: identity.marketingId,
    session_id: identity.sessionId,
    website_id: pageContext.website.id,
    template_id: pageContext.website.templateId,
    member_account_id: pageContext.siteMember?.id ?? null,
  };
}
