import type { SiteData } from '../../shared/siteData/SiteData';
import { resolveMoneyStyle, type MoneyStyle } from '../../shared/commerce/MoneyStyle';

// Islands that show prices get the store currency's style from the server (see resolveMoneyStyle).
export function resolveStoreMoneyStyle(site: SiteData): MoneyStyle {
  return resolveMoneyStyle(site.websiteSettings.storeSettings.selectedCurrency, site.website.locale);
}
