import type { SiteData } from './SiteData';

/**
 * A collection is member-only when a member-only page shows it: its items are members' reading wherever they
 * would appear (the collection page, its items, and any summary of it on another page or from the widget
 * route), not only on that page.
 */
export function isMemberOnlyCollection(site: Pick<SiteData, 'pages'>, collectionId: string): boolean {
  return site.pages.some((page) => page.collectionId === collectionId && page.memberOnly);
}
