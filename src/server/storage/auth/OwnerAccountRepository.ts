import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { isWebsiteRoleCode, type WebsiteRoleCode } from '../../../shared/constants/roles';
import { normalizeEmail } from '../../../shared/owner/normalizeEmail';
import { hashPassword } from './hashPassword';
import { createId } from './sessionToken';

export class DuplicateEmailError extends Error {
  constructor(email: string) {
    super(`An account with the email ${email} already exists`);
  }
}

type Row = Database['owner_accounts'];

// Stored roles are read back through the role-code check: a bad value in storage never grants a role.
function toAccount(row: Row) {
  let roles: unknown;
  try {
    roles = JSON.parse(row.website_roles);
  } catch {
    roles = [];
  }
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    passwordHash: row.password_hash,
    websiteRoles: Array.isArray(roles) ? roles.filter(isWebsiteRoleCode) : [],
  };
}

export function createOwnerAccountRepository(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    async create(input: { email: string; password: string; displayName?: string; websiteRoles: WebsiteRoleCode[] }) {
      const email = normalizeEmail(input.email);
      const existing = await db.selectFrom('owner_accounts').select('id').where('email', '=', email).executeTakeFirst();
      if (existing) throw new DuplicateEmailError(email);
      const row: Row = {
        id: createId(),
        email,
        display_name: input.displayName?.trim() || email,
        password_hash: await hashPassword(input.password),
        website_roles: JSON.stringify([...new Set(input.websiteRoles)]),
        created_at: now(),
      };
      await db.insertInto('owner_accounts').values(row).execute();
      return toAccount(row);
    },

    async findByEmail(email: string) {
      const row = await db
        .selectFrom('owner_accounts')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
      return row ? toAccount(row) : null;
    },

    async findById(id: string) {
      const row = await db.selectFrom('owner_accounts').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toAccount(row) : null;
    },
  };
}
