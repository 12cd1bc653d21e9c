// The configuration area's content API (ADMIN, EDITOR): every collection with its items, each with its
// visibility and the workflow label that visibility shows (visitor-runtime §4).
interface ContentItemView {
  id: string;
  title: string;
  visibility: number;
  /** Available, Scheduled, Hidden or Unsupported. */
  label: string;
  /** Where visitors open it: only a published item of a collection with a page has an address. */
  url: string | null;
}

interface ContentCollectionView {
  id: string;
  title: string;
  type: string;
  items: ContentItemView[];
}

export interface ContentReply {
  collections: ContentCollectionView[];
}
