import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../../src/server/storage/Database';
import { createOwnerAccountRepository } from '../../../src/server/storage/auth/OwnerAccountRepository';
import type { WebsiteRoleCode } from '../../../src/shared/constants/roles';

/** The crumb the login sends, as its cookie and its header; the cookie header loginOwner answers carries it. */
export const OWNER_CRUMB = 'o'.repeat(32);

// A real owner account and a real login through the auth routes: the cookie header to send (session and
// crumb). One account per set of roles.
export async function loginOwner(app: FastifyInstance, db: Kysely<Database>, roles: WebsiteRoleCode[]) {
  const email = `owner-${roles.join('-')}@example.com`;
  await createOwnerAccountRepository(db).create({ email, password: 'owner-pass-1', websiteRoles: roles });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/Login',
    headers: { cookie: `crumb=${OWNER_CRUMB}`, 'x-csrf-token': OWNER_CRUMB },
    payload: { email, password: 'owner-pass-1' },
  });
  expect(response.statusCode).toBe(200);
  const session = response.cookies.find((c) => c.name === 'ss_owner_session')!;
  return `ss_owner_session=${session.value}; crumb=${OWNER_CRUMB}`;
}
