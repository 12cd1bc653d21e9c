import type { SiteData } from '../../shared/siteData/SiteData';
import type { Page } from '../../shared/siteData/Page';
import type { Route } from '../../shared/siteData/resolveRoute';
import type { PageContext } from '../../shared/pageContext/PageContext';
import type { RequestIdentity } from '../http/identity';

export function buildPageContext(
  site: SiteData,
  page: Page,
  route: Route | null,
  identity: RequestIdentity,
  pagePath: string,
): PageContext {
  const item = route?.kind === 'item' ? route.item : null;
  return {
    website: site.website,
    // The store's coupons, tax rules and shipping options stay on the server: the page needs its currency and units.
    websiteSettings: {
      ...site.websiteSettings,
      storeSettings: {
        selectedCurrency: site.websiteSettings.storeSettings.selectedCurrency,
        measurementStandard: site.websiteSettings.storeSettings.measurementStandard,
      },
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
    pageType: item ? 50 : page.pageType,
    collectionId: route?.kind === 'item' ? route.collection.id : (page.collectionId ?? null),
    itemId: item?.id ?? null,
    recordType: item?.recordType ?? null,
    memberOnly: page.memberOnly,
    // Spec visitor-runtime §6: logged-in owners get the announcement bar.
    showAnnouncementBar: identity.account !== null,
    googleFonts: site.fonts.googleFonts,
    typekitFonts: site.fonts.typekitFonts,
    assets: { serviceWorker: '/sw.js' },
  };
}
