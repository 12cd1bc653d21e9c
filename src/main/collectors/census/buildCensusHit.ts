import type { PageContext } from '../../../shared/pageContext/PageContext';
import type { CensusHitPayload } from '../../../shared/telemetry/records/censusHit';

interface PageViewFacts {
  userAgent: string;
  now: number;
  viewportWidth: number;
  viewportHeight: number;
  screenWidth: number;
  screenHeight: number;
  url: string;
  title: string;
}

// The census event name of a page view (visitor-runtime §7 names the field, not its values).
const PAGE_VIEW_EVENT = 'pageview';

// Spec visitor-runtime §7, RecordHit: event, data (websiteId, templateId, website_locale, userAgent,
// clientDate, viewport and screen sizes, url, title, itemId, recordType or collectionId) and ss_cvr. An
// item page sends itemId and recordType; any other page its collectionId when it has one.
export function buildCensusHit(
  pageContext: PageContext,
  facts: PageViewFacts,
  visitorCookie: string | undefined,
): CensusHitPayload {
  const item = pageContext.itemId !== null;
  return {
    event: PAGE_VIEW_EVENT,
    data: {
      websiteId: pageContext.website.id,
      templateId: pageContext.website.templateId,
      website_locale: pageContext.website.locale,
      userAgent: facts.userAgent.slice(0, 1000),
      clientDate: facts.now,
      viewportWidth: Math.round(facts.viewportWidth),
      viewportHeight: Math.round(facts.viewportHeight),
      screenWidth: Math.round(facts.screenWidth),
      screenHeight: Math.round(facts.screenHeight),
      url: facts.url.slice(0, 2048),
      title: facts.title.slice(0, 2048),
      ...(item
        ? { itemId: pageContext.itemId, recordType: pageContext.recordType }
        : { collectionId: pageContext.collectionId }),
    },
    ...(visitorCookie ? { ss_cvr: visitorCookie } : {}),
  };
}
