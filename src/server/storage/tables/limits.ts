// Tables of the limits area: rate-limit counters and the devices owners and members logged in from.
// Timestamps are integer milliseconds (docs/internals.md).
export interface LimitsTables {
  rate_limits: {
    // What is counted and for whom, e.g. 'ingest:203.0.113.9' or 'owner-email:ada@example.com'.
    key: string;
    // The window opens at a key's first hit and ends this much later; the next hit after it opens a new one.
    window_ends_at: number;
    hits: number;
  };
  login_devices: {
    // SHA-256 of the device cookie's token: a copy of the table does not vouch for anyone's device.
    token_hash: string;
    // 'owner' or 'member'.
    audience: string;
    account_id: string;
    created_at: number;
    last_used_at: number;
  };
}
