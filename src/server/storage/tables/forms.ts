// Forms. Keys are single-use with an expiry; submissions are keyed by their idempotency id, so a
// submission replayed any number of times is stored once. Times are integer milliseconds; JSON is text.
export interface FormsTables {
  form_submission_keys: { key: string; visitor: string; issued_at: number; expires_at: number; used_at: number | null };
  form_submissions: {
    id: string;
    form_id: string;
    form_kind: string;
    values_json: string;
    page_json: string;
    census_json: string;
    visitor: string;
    submitted_at: number;
    received_at: number;
  };
}
