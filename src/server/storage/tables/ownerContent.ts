import type { Generated } from 'kysely';
// Tables of the owner content area (docs/owners.md, "Content actions"): the changes owners made to the site
// data file's content. Timestamps are integer milliseconds (docs/internals.md).
export interface OwnerContentTables {
  content_item_states: {
    collection_id: string;
    item_id: string;
    // Spec visitor-runtime §3 item visibility code (1 published … 6 deleted).
    visibility: number;
    published_at: number | null;
    updated_at: number;
    updated_by: string;
  };
  content_collection_states: {
    collection_id: string;
    // A cloned demo collection: the clone's own id and the copy itself (a collection of the site data schema).
    clone_id: string | null;
    clone_json: string | null;
    cloned_at: number | null;
    deleted_at: number | null;
    updated_at: number;
    updated_by: string;
  };
  // One row ('content'): raised by every change above, read per request to learn of changes cheaply.
  content_state_version: { name: string; version: number };
  // The shared caches' purge outbox (migration 0105, CachePurgeRepository): a row per change, until delivered.
  http_cache_purges: {
    id: Generated<number>;
    // The product whose pages changed; null: every page of the site.
    product_id: string | null;
    reason: string;
    created_at: number;
    attempts: Generated<number>;
    next_attempt_at: Generated<number>;
    // A process delivering it holds it until then; past it, another may take it.
    claimed_until: number | null;
    last_error: string | null;
    // No longer worth sending (every page it named has expired from the caches by then), kept for the owner.
    given_up_at: number | null;
  };
  // Email campaign drafts created from a published post (docs/owners.md, "Email campaign drafts").
  email_campaigns: {
    id: string;
    // 'draft' only for now: sending is the email provider's part.
    status: string;
    title: string;
    post_url: string;
    collection_id: string | null;
    item_id: string | null;
    created_at: number;
    created_by: string;
  };
}
