import type { SiteData } from '../../shared/siteData/SiteData';
import type { Page } from '../../shared/siteData/Page';
import type { Route } from '../../shared/siteData/resolveRoute';
import type { PageContext } from '../../shared/pageContext/PageContext';
import type { RequestIdentity } from '../http/identity';
import { hasAnyRole } from '../../shared/owner/hasAnyRole';
import { CONTENT_WRITER_ROLES } from '../../shared/owner/content/ownerContent';
import { listDemoCollections } from '../../shared/siteData/applyContentState';
import { encodeMapsKey } from '../../shared/map/mapsScript';
import { PageType } from '../../shared/constants/pageTypes';

// The page context as written into the page: what the first-load check reads (PageContext), and on pages
// with a map block the maps key, base64-encoded (spec media-and-reporting §7), which only the map's own
// chunk reads (src/ui/blocks/map/readMapsKey.ts), so the first load does not carry its check.
type WrittenPageContext = PageContext & { googleMapsKey?: string };

export function buildPageContext(
  site: SiteData,
  page: Page,
  route: Route | null,
  identity: RequestIdentity,
  pagePath: string,
): WrittenPageContext {
  const item = route?.kind === 'item' ? route.item : null;
  const { googleMapsApiKey, ...websiteSettings } = site.websiteSettings;
  const { selectedCurrency, measurementStandard } = websiteSettings.storeSettings;
  const hasMap = page.sections.some((section) => section.blocks.some((block) => block.type === 'map'));
  return {
    website: site.website,
    // The store's coupons, tax rules and shipping options stay on the server: the page needs its currency and units.
    websiteSettings: {
      ...websiteSettings,
      storeSettings: { selectedCurrency, measurementStandard },
    },
    cookieSettings: site.cookieSettings,
    websiteRoles: identity.websiteRoles,
    authenticatedAccount: identity.account
      ? { id: identity.account.id, email: identity.account.email, displayName: identity.account.displayName }
      : null,
    siteMember: identity.member
      ? { id: identity.member.id, email: identity.member.email, displayName: identity.member.displayName }
      : null,
    pageId: page.id,
    pageTitle: item?.title ?? page.title,
    pagePath,
    // Spec visitor-runtime §9: a member-only page seen by someone not signed in as a member is the member area's
    // access-denied page (106): it shows the lock, and scripts and the census see it as that page.
    pageType: page.memberOnly && !identity.member ? PageType.MEMBER_AREA_ACCESS_DENIED : item ? 50 : page.pageType,
    collectionId: route?.kind === 'item' ? route.collection.id : (page.collectionId ?? null),
    itemId: item?.id ?? null,
    // Visitors and owners who do not edit content get none: the clone prompt is for content writers only.
    demoCollections:
      identity.account && hasAnyRole(identity.websiteRoles, CONTENT_WRITER_ROLES) ? listDemoCollections(site) : [],
    recordType: item?.recordType ?? null,
    memberOnly: page.memberOnly,
    // Spec visitor-runtime §6: logged-in owners get the announcement bar.
    showAnnouncementBar: identity.account !== null,
    googleFonts: site.fonts.googleFonts,
    typekitFonts: site.fonts.typekitFonts,
    assets: { serviceWorker: '/sw.js' },
    ...(hasMap && googleMapsApiKey ? { googleMapsKey: encodeMapsKey(googleMapsApiKey) } : {}),
  };
}
