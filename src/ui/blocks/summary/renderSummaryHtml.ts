import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteData } from '../../../shared/siteData/SiteData';
import type { SummaryData } from '../../../shared/blocks/summary';
import { selectSummaryItems } from '../../../shared/blocks/selectSummaryItems';
import { SummaryContent } from './SummaryContent';

// Server only: a summary's HTML from the site data, for the page's first HTML and for
// POST /api/widget/GetWidgetRendering alike. Null when the collection does not exist.
export function renderSummaryHtml(site: SiteData, data: SummaryData): string | null {
  const collection = site.collections.find((c) => c.id === data.collectionId);
  if (!collection) return null;
  const page = site.pages.find((p) => p.collectionId === collection.id);
  const basePath = !page || page.path === '/' ? '' : page.path;
  return renderToStaticMarkup(
    createElement(SummaryContent, {
      data,
      items: selectSummaryItems(collection, data.pageSize),
      basePath,
      itemUrlFormat: collection.itemUrlFormat,
      locale: site.website.locale,
      timeZone: site.website.timeZone,
    }),
  );
}
