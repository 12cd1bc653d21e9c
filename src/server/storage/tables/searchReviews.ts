// The site-search index (one row per page, post or product of the site data; the FTS5 table or the tsvector
// column is reached with raw SQL), its fingerprint, and product reviews with their signed requests.
// Times are integer milliseconds.
export interface SearchReviewsTables {
  search_documents: {
    doc_no: number;
    kind: string;
    url: string;
    title: string;
    body: string;
    product_id: string | null;
    image: string | null;
  };
  search_index_state: { name: string; fingerprint: string; built_at: number; content_version: number };
  signing_keys: { name: string; secret: string; created_at: number };
  review_requests: {
    id: string;
    order_id: string;
    line_no: number;
    product_id: string;
    title: string;
    expires_at: number;
    created_at: number;
  };
  product_reviews: {
    id: string;
    order_id: string;
    line_no: number;
    product_id: string;
    rating: number;
    title: string;
    body: string;
    reviewer_name: string;
    status: string;
    created_at: number;
    updated_at: number;
  };
}
