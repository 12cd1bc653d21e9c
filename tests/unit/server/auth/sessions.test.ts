import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { createOwnerAccountRepository } from '../../../../src/server/storage/auth/OwnerAccountRepository';
import { createOwnerSessionRepository } from '../../../../src/server/storage/auth/OwnerSessionRepository';
import { createMemberRepository } from '../../../../src/server/storage/auth/MemberRepository';
import { createMemberSessionRepository } from '../../../../src/server/storage/auth/MemberSessionRepository';
import { hashSessionToken } from '../../../../src/server/storage/auth/sessionToken';
import {
  MEMBER_REMEMBERED_SESSION_TTL_MS,
  MEMBER_SESSION_TTL_MS,
  OWNER_SESSION_TTL_MS,
} from '../../../../src/shared/owner/sessionLifetime';
import { WebsiteRole } from '../../../../src/shared/constants/roles';

let db: Kysely<Database>;
let clock = 1_700_000_000_000;
const now = () => clock;

beforeEach(async () => {
  db = await openTestStorage();
  clock = 1_700_000_000_000;
});
afterEach(async () => db.destroy());

describe('owner sessions', () => {
  async function ownerId() {
    const account = await createOwnerAccountRepository(db, now).create({
      email: 'Owner@Example.com ',
      password: 'password1',
      websiteRoles: [WebsiteRole.ADMIN],
    });
    expect(account.email).toBe('owner@example.com');
    return account.id;
  }

  it('stores only a hash of the token', async () => {
    const sessions = createOwnerSessionRepository(db, now);
    const { token } = await sessions.create(await ownerId());
    const rows = await db.selectFrom('owner_sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashSessionToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is active until its expiry, then found no more and deleted', async () => {
    const sessions = createOwnerSessionRepository(db, now);
    const { token, session } = await sessions.create(await ownerId());
    expect(session.expiresAt - session.createdAt).toBe(OWNER_SESSION_TTL_MS);
    clock += OWNER_SESSION_TTL_MS - 1;
    await expect(sessions.findActive(token)).resolves.toMatchObject({ id: session.id });
    clock += 1;
    await expect(sessions.findActive(token)).resolves.toBeNull();
    await expect(db.selectFrom('owner_sessions').selectAll().execute()).resolves.toHaveLength(0);
  });

  it('sweeps expired sessions that are never presented again', async () => {
    const sessions = createOwnerSessionRepository(db, now);
    const id = await ownerId();
    await sessions.create(id);
    clock += OWNER_SESSION_TTL_MS / 2;
    const { session: recent } = await sessions.create(id);
    clock += OWNER_SESSION_TTL_MS / 2;
    await expect(sessions.deleteExpired()).resolves.toBe(1);
    await expect(db.selectFrom('owner_sessions').select('id').execute()).resolves.toEqual([{ id: recent.id }]);
  });

  it('ends on delete (logout) and rejects unknown tokens', async () => {
    const sessions = createOwnerSessionRepository(db, now);
    const { token, session } = await sessions.create(await ownerId());
    await expect(sessions.findActive('not-a-token')).resolves.toBeNull();
    await expect(sessions.delete(session.id)).resolves.toBe(true);
    await expect(sessions.findActive(token)).resolves.toBeNull();
  });
});

describe('member sessions', () => {
  it('last one day, or 30 days with rememberMe, and check the xsrfToken', async () => {
    const member = await createMemberRepository(db, now).create({ email: 'm@example.com', password: 'password1' });
    const sessions = createMemberSessionRepository(db, now);
    const short = await sessions.create(member.id, false);
    const long = await sessions.create(member.id, true);
    expect(short.session.expiresAt - clock).toBe(MEMBER_SESSION_TTL_MS);
    expect(long.session.expiresAt - clock).toBe(MEMBER_REMEMBERED_SESSION_TTL_MS);
    expect(sessions.matchesXsrf(short.session, short.xsrfToken)).toBe(true);
    expect(sessions.matchesXsrf(short.session, long.xsrfToken)).toBe(false);
    clock += MEMBER_SESSION_TTL_MS;
    await expect(sessions.findActive(short.token)).resolves.toBeNull();
    await expect(sessions.findActive(long.token)).resolves.toMatchObject({ rememberMe: true });
    clock += MEMBER_REMEMBERED_SESSION_TTL_MS;
    await expect(sessions.deleteExpired()).resolves.toBe(1);
    await expect(db.selectFrom('member_sessions').selectAll().execute()).resolves.toHaveLength(0);
  });
});
