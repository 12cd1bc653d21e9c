import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { requireRole } from '../../../../src/server/http/requireRole';
import { ANONYMOUS } from '../../../../src/server/http/identity';
import { WebsiteRole } from '../../../../src/shared/constants/roles';

const CRUMB = 'a'.repeat(32);
let app: FastifyInstance;
let changes = 0;

// The identity is the input of requireRole; here a test header chooses it instead of a session cookie.
beforeAll(async () => {
  app = Fastify();
  app.decorateRequest('identity', null as never);
  await app.register(cookie);
  app.addHook('onRequest', async (request) => {
    const roles = request.headers['x-test-roles'];
    request.identity =
      typeof roles === 'string'
        ? {
            account: { id: 'a1', email: 'o@example.com', displayName: 'O', sessionId: 's1' },
            websiteRoles: roles ? roles.split(',').map(Number) : [],
            member: null,
          }
        : ANONYMOUS;
  });
  app.get('/read', async (request, reply) =>
    requireRole(request, reply, [WebsiteRole.REPORTING]) ? { ok: true } : reply,
  );
  app.post('/change', async (request, reply) => {
    if (!requireRole(request, reply, [WebsiteRole.ADMIN, WebsiteRole.EDITOR])) return reply;
    changes += 1;
    return { ok: true };
  });
});
afterAll(() => app.close());

const withCrumb = { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB };

describe('requireRole', () => {
  it('answers 401 loginRequired without an owner session', async () => {
    const response = await app.inject({ method: 'GET', url: '/read' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ loginRequired: true });
  });

  it('answers 403 when the owner has none of the roles', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/read',
      headers: { 'x-test-roles': String(WebsiteRole.EDITOR) },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a read through with one of the roles and no crumb', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/read',
      headers: { 'x-test-roles': `${WebsiteRole.VIEWER},${WebsiteRole.REPORTING}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a change without the crumb and changes nothing', async () => {
    const before = changes;
    const response = await app.inject({
      method: 'POST',
      url: '/change',
      headers: { 'x-test-roles': String(WebsiteRole.ADMIN), cookie: `crumb=${CRUMB}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ crumbFail: true });
    expect(changes).toBe(before);
  });

  it('refuses a change with the crumb but the wrong role', async () => {
    const before = changes;
    const response = await app.inject({
      method: 'POST',
      url: '/change',
      headers: { 'x-test-roles': String(WebsiteRole.VIEWER), ...withCrumb },
    });
    expect(response.statusCode).toBe(403);
    expect(changes).toBe(before);
  });

  it('accepts a change with the crumb and the role', async () => {
    const before = changes;
    const response = await app.inject({
      method: 'POST',
      url: '/change',
      headers: { 'x-test-roles': String(WebsiteRole.EDITOR), ...withCrumb },
    });
    expect(response.statusCode).toBe(200);
    expect(changes).toBe(before + 1);
  });
});
