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

type AccountTable = 'owner_accounts' | 'site_members';
type NewAccount = { email: string; password: string; displayName?: string };

/** Creation and lookups shared by owner accounts and site members: one account per normalised email. */
export function createAccountTable<T extends AccountTable, A>(
  db: Kysely<Database>,
  table: T,
  toAccount: (row: Database[T]) => A,
  now: () => number,
) {
  // Kysely cannot type a query over a generic table name; over the union of the two it can.
  const accounts: AccountTable = table;
  const find = async (column: 'email' | 'id', value: string) => {
    const row = await db.selectFrom(accounts).selectAll().where(column, '=', value).executeTakeFirst();
    return row ? toAccount(row) : null;
  };
  return {
    async create(input: NewAccount, extra: Omit<Database[T], keyof Database['site_members']>) {
      const email = normalizeEmail(input.email);
      if (await find('email', email)) throw new DuplicateEmailError(email);
      const row = {
        id: createId(),
        email,
        display_name: input.displayName?.trim() || email,
        password_hash: await hashPassword(input.password),
        created_at: now(),
        ...extra,
      } as Database[T];
      // Two creations of one email at once both pass the check above: the unique email decides, and the
      // one that inserted nothing is told the email is taken (never a 500).
      const inserted = await db
        .insertInto(accounts)
        .values(row)
        .onConflict((c) => c.column('email').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new DuplicateEmailError(email);
      return toAccount(row);
    },
    findByEmail: (email: string) => find('email', normalizeEmail(email)),
    findById: (id: string) => find('id', id),
  };
}

// Stored roles are read back through the role-code check: a bad value in storage never grants a role.
function toAccount(row: Database['owner_accounts']) {
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
  const accounts = createAccountTable(db, 'owner_accounts', toAccount, now);
  return {
    ...accounts,
    create: (input: NewAccount & { websiteRoles: WebsiteRoleCode[] }) =>
      accounts.create(input, { website_roles: JSON.stringify([...new Set(input.websiteRoles)]) }),
  };
}
