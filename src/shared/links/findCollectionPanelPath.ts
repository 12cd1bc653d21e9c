import type { SiteData } from '../siteData/SiteData';

// Spec visitor-runtime §2: a '/pages/{24-char id}' link opens a collection's panel: on the published site,
// the page that shows that collection (or the page with that id). Null when no page answers to the id.
export function findCollectionPanelPath(site: Pick<SiteData, 'pages'>, id: string): string | null {
  const wanted = id.toLowerCase();
  const page =
    site.pages.find((p) => p.collectionId?.toLowerCase() === wanted) ??
    site.pages.find((p) => p.id.toLowerCase() === wanted);
  return page?.path ?? null;
}
