import type { Collection, CollectionItem } from '../siteData/Collection';

// The parts of a date as the site's time zone sees it (a post of 23:30 UTC may be the next day there).
const formats = new Map<string, Intl.DateTimeFormat>();

function dateParts(iso: string, timeZone: string): Record<'y' | 'm' | 'd', string> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  const parts = format
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { y: parts.year!, m: parts.month!, d: parts.day! };
}

/**
 * Where an item lives under its collection page: its URL id, or the blog's tokenized format
 * (visitor-runtime §5) with %y, %m and %d from its publication date in the site's time zone and %t its
 * URL id, "2025/05/20/salt-glaze" for "%y/%m/%d/%t".
 */
export function buildItemPath(
  collection: Pick<Collection, 'itemUrlFormat'>,
  item: Pick<CollectionItem, 'urlId' | 'publishedOn'>,
  timeZone: string,
): string {
  const format = collection.itemUrlFormat;
  if (!format) return item.urlId;
  const date = item.publishedOn ? dateParts(item.publishedOn, timeZone) : null;
  return format.replace(/%([ymdt])/g, (_, token: 'y' | 'm' | 'd' | 't') =>
    token === 't' ? item.urlId : (date?.[token] ?? ''),
  );
}

/** The address of an item: its collection page's path ('' for the root) and its path under it. */
export function buildItemHref(
  basePath: string,
  collection: Pick<Collection, 'itemUrlFormat'>,
  item: Pick<CollectionItem, 'urlId' | 'publishedOn'>,
  timeZone: string,
): string {
  return `${basePath}/${buildItemPath(collection, item, timeZone)}`;
}
