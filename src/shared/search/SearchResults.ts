import type { PriceLine } from '../commerce/describeProductPrice';
import type { TextSegment } from './highlightTerms';

export type SearchResultKind = 'page' | 'post' | 'product';

interface SearchResult {
  kind: SearchResultKind;
  url: string;
  title: TextSegment[];
  excerpt: TextSegment[];
  /** A product's price line (the shared price module's), null for pages and posts. */
  price: PriceLine | null;
  image: string | null;
}

/** GET /api/search?q=&page= and the search page's props. */
export interface SearchResults {
  query: string;
  page: number;
  pageCount: number;
  total: number;
  results: SearchResult[];
}
