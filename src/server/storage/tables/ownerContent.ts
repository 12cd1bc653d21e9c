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
}
