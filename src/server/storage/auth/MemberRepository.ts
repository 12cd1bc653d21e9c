import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { normalizeEmail } from '../../../shared/owner/normalizeEmail';
import { hashPassword } from './hashPassword';
import { createId } from './sessionToken';
import { DuplicateEmailError } from './OwnerAccountRepository';

type Row = Database['site_members'];

function toMember(row: Row) {
  return { id: row.id, email: row.email, displayName: row.display_name, passwordHash: row.password_hash };
}

export type SiteMember = ReturnType<typeof toMember>;

// Site members (visitors with a member account) are separate from owners: a member never gets a role.
export function createMemberRepository(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    async create(input: { email: string; password: string; displayName?: string }) {
      const email = normalizeEmail(input.email);
      const existing = await db.selectFrom('site_members').select('id').where('email', '=', email).executeTakeFirst();
      if (existing) throw new DuplicateEmailError(email);
      const row: Row = {
        id: createId(),
        email,
        display_name: input.displayName?.trim() || email,
        password_hash: await hashPassword(input.password),
        created_at: now(),
      };
      // Two creations of one email at once both pass the check above: the unique email decides, and the
      // one that inserted nothing is told the email is taken (never a 500).
      const inserted = await db
        .insertInto('site_members')
        .values(row)
        .onConflict((c) => c.column('email').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new DuplicateEmailError(email);
      return toMember(row);
    },

    async findByEmail(email: string) {
      const row = await db
        .selectFrom('site_members')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
      return row ? toMember(row) : null;
    },

    async findById(id: string) {
      const row = await db.selectFrom('site_members').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toMember(row) : null;
    },
  };
}
