import type { Collection, CollectionItem } from '../siteData/Collection';

// Spec visitor-runtime §9 item visibility: a summary shows published items only (1), newest first
// (undated items last, in file order), at most pageSize of them.
export function selectSummaryItems(collection: Collection, pageSize: number): CollectionItem[] {
  const published = collection.items.filter((item) => item.visibility === 1);
  const dated = published
    .map((item, index) => ({ item, index, time: item.publishedOn ? Date.parse(item.publishedOn) : -Infinity }))
    .sort((a, b) => b.time - a.time || a.index - b.index);
  return dated.slice(0, pageSize).map((entry) => entry.item);
}
