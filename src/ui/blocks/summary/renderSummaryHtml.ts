import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteData } from '../../../shared/siteData/SiteData';
import type { SummaryData } from '../../../shared/blocks/summary';
import type { Collection } from '../../../shared/siteData/Collection';
import { selectSummaryItems } from '../../../shared/blocks/selectSummaryItems';
import { SummaryContent } from './SummaryContent';
import { isMemberOnlyCollection } from '../../../shared/siteData/isMemberOnlyCollection';

interface RenderedSummary {
  collection: Collection;
  pages: SiteData['pages'];
  website: SiteData['website'];
  html: string;
}

// The HTML depends only on the block's data, its collection, the pages (its base path) and the site's locale
// and time zone: kept per block data while those are the same objects. A site loaded again, or changed by an
// owner (applyContentState copies what it changes), brings new objects, so the summary is rendered anew.
const rendered = new WeakMap<SummaryData, RenderedSummary>();

// Server only: a summary's HTML from the site data, for the page's first HTML and for
// POST /api/widget/GetWidgetRendering alike. Null when the collection does not exist. A summary of a
// member-only collection (isMemberOnlyCollection) shows a visitor who is not a member the page-lock label and
// nothing of its items: no title, excerpt, picture or address.
export function renderSummaryHtml(site: SiteData, data: SummaryData, isMember: boolean): string | null {
  const collection = site.collections.find((c) => c.id === data.collectionId);
  if (!collection) return null;
  if (!isMember && isMemberOnlyCollection(site, collection.id)) return renderLockedSummary(data);
  const kept = rendered.get(data);
  if (kept && kept.collection === collection && kept.pages === site.pages && kept.website === site.website)
    return kept.html;
  const html = renderSummary(site, data, collection);
  rendered.set(data, { collection, pages: site.pages, website: site.website, html });
  return html;
}

function renderLockedSummary(data: SummaryData): string {
  return renderToStaticMarkup(
    createElement(SummaryContent, { data, items: [], basePath: '', locale: 'en', timeZone: 'UTC', locked: true }),
  );
}

function renderSummary(site: SiteData, data: SummaryData, collection: Collection): string {
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
