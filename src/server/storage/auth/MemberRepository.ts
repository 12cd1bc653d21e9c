import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { createAccountTable } from './OwnerAccountRepository';

function toMember(row: Database['site_members']) {
  return { id: row.id, email: row.email, displayName: row.display_name, passwordHash: row.password_hash };
}

export type SiteMember = ReturnType<typeof toMember>;

// Site members (visitors with a member account) are separate from owners: a member never gets a role.
export function createMemberRepository(db: Kysely<Database>, now: () => number = Date.now) {
  const members = createAccountTable(db, 'site_members', toMember, now);
  return { ...members, create: (input: Parameters<typeof members.create>[0]) => members.create(input, {}) };
}
