// Tables of the auth area: owner accounts and sessions, site members and their sessions, and the
// owner-edited site documents (multilingual, header-footer). Login rate limits are in tables/limits.ts.
// Timestamps are integer milliseconds; JSON is text (docs/internals.md).
export interface AuthTables {
  owner_accounts: {
    id: string;
    email: string;
    display_name: string;
    // scrypt$N$r$p$salt$hash, see src/server/storage/auth/hashPassword.ts.
    password_hash: string;
    // JSON array of website role codes (spec visitor-runtime §6).
    website_roles: string;
    created_at: number;
  };
  owner_sessions: {
    id: string;
    // SHA-256 of the cookie's token: a copy of the table does not let anyone log in.
    token_hash: string;
    account_id: string;
    created_at: number;
    expires_at: number;
  };
  site_members: { id: string; email: string; display_name: string; password_hash: string; created_at: number };
  member_sessions: {
    id: string;
    token_hash: string;
    // SHA-256 of the xsrfToken the login answered; later member calls send the token in a header.
    xsrf_hash: string;
    member_id: string;
    remember_me: number;
    created_at: number;
    expires_at: number;
  };
  site_documents: { key: string; value: string; updated_at: number; updated_by: string | null };
}
