import type { CensusHitPayload } from '../records/censusHit';

/** What the page reads for its page-view census hit, raw: the window's, the page context's and the visitor cookie. */
export type PageViewFacts = {
  userAgent: string;
  viewportWidth: number;
  viewportHeight: number;
  screenWidth: number;
  screenHeight: number;
  url: string;
  title: string;
  websiteId: string;
  templateId: string;
  locale: string;
  itemId: string | null;
  recordType: number | null;
  collectionId: string | null;
  visitorCookie?: string;
};

// The census event name of a page view (visitor-runtime §7 names the field, not its values).
const PAGE_VIEW_EVENT = 'pageview';

// Spec visitor-runtime §7, RecordHit: event, data (websiteId, templateId, website_locale, userAgent,
// clientDate, viewport and screen sizes, url, title, itemId, recordType or collectionId) and ss_cvr. An
// item page sends itemId and recordType; any other page its collectionId when it has one. clientDate is the
// time the page stamped the record with.
export function buildCensusHit(facts: PageViewFacts, time: number): CensusHitPayload {
  return {
    event: PAGE_VIEW_EVENT,
    data: {
      websiteId: facts.websiteId,
      templateId: facts.templateId,
      website_locale: facts.locale,
      userAgent: facts.userAgent.slice(0, 1000),
      clientDate: time,
      viewportWidth: Math.round(facts.viewportWidth),
      viewportHeight: Math.round(facts.viewportHeight),
      screenWidth: Math.round(facts.screenWidth),
      screenHeight: Math.round(facts.screenHeight),
      url: facts.url.slice(0, 2048),
      title: facts.title.slice(0, 2048),
      ...(facts.itemId !== null
        ? { itemId: facts.itemId, recordType: facts.recordType }
        : { collectionId: facts.collectionId }),
    },
    ...(facts.visitorCookie ? { ss_cvr: facts.visitorCookie } : {}),
  };
}
