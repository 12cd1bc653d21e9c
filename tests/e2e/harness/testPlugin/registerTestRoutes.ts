import type { FastifyInstance } from 'fastify';
import { createCrumb, requireCrumb, setCrumbCookie } from '../../../../src/server/http/crumb';
import { parseRequest } from '../../../../src/server/http/parseRequest';
import { createAttemptLog } from './createAttemptLog';
import { FlakyQuery, KeyParams, KeyQuery, SlowQuery, StatusParams } from './testRouteSchemas';

const ALL_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

// Real answers of every kind the data layer must handle (spec visitor-runtime §8), for the end-to-end tests
// in tests/e2e/datalayer.
export function registerTestRoutes(app: FastifyInstance): void {
  const attempts = createAttemptLog();

  // What the browser sent: method, path, query (with the crumb), body and its type, and the crumb cookie
  // (present only if credentials were sent). Under both API roots.
  for (const url of ['/api/test/echo', '/api/rest/test/echo']) {
    app.route({
      method: [...ALL_METHODS],
      url,
      handler: async (request) => ({
        method: request.method,
        path: request.routeOptions.url,
        query: request.query,
        body: request.body ?? null,
        contentType: request.headers['content-type'] ?? null,
        crumbCookie: request.cookies.crumb ?? null,
        crumbHeader: request.headers['x-csrf-token'] ?? null,
      }),
    });
  }

  // Any status from 200 to 599 with a JSON body.
  app.route({
    method: [...ALL_METHODS],
    url: '/api/test/status/:code',
    handler: async (request, reply) => {
      const params = parseRequest(StatusParams, request.params, reply);
      if (!params) return reply;
      return reply.code(params.code).send({ status: params.code, method: request.method });
    },
  });

  app.route({
    method: [...ALL_METHODS],
    url: '/api/test/not-json',
    handler: async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send('<!doctype html><title>Proxy</title><p>Not JSON at all</p>'),
  });

  app.route({
    method: [...ALL_METHODS],
    url: '/api/test/login-required',
    handler: async (_request, reply) => reply.code(401).send({ loginRequired: true, error: 'Login required' }),
  });

  app.route({
    method: [...ALL_METHODS],
    url: '/api/test/authorization-fail',
    handler: async (_request, reply) =>
      reply.code(403).send({ authorizationFail: true, error: 'Not authorized for this site' }),
  });

  // No answer at all: the socket is closed before any byte of a response.
  app.route({
    method: [...ALL_METHODS],
    url: '/api/test/drop-connection',
    handler: async (request, reply) => {
      request.raw.socket.destroy();
      return reply.hijack();
    },
  });

  // Answers after `ms` milliseconds (at most 5 s): for request timeouts.
  app.route({
    method: [...ALL_METHODS],
    url: '/api/test/slow',
    handler: async (request, reply) => {
      const query = parseRequest(SlowQuery, request.query, reply);
      if (!query) return reply;
      await new Promise((resolve) => setTimeout(resolve, query.ms));
      return { waited: query.ms };
    },
  });

  // Fails `failures` times with `status`, then answers 200; every attempt is logged under the key.
  app.route({
    method: [...ALL_METHODS],
    url: '/api/test/flaky/:key',
    handler: async (request, reply) => {
      const params = parseRequest(KeyParams, request.params, reply);
      const query = params && parseRequest(FlakyQuery, request.query, reply);
      if (!params || !query) return reply;
      const attempt = attempts.record(`flaky:${params.key}`);
      if (attempt <= query.failures) return reply.code(query.status).send({ attempt, error: 'Failing on purpose' });
      return { attempt, ok: true };
    },
  });

  // Protected by the crumb like any state-changing API call; attempts logged under ?key=.
  app.route({
    method: [...ALL_METHODS],
    url: '/api/test/crumb-protected',
    handler: async (request, reply) => {
      const query = parseRequest(KeyQuery, request.query, reply);
      if (!query) return reply;
      const attempt = attempts.record(`crumb:${query.key ?? ''}`);
      if (!requireCrumb(request, reply)) return reply;
      return { ok: true, attempt };
    },
  });

  // Always a crumb failure with a fresh crumb: the data layer must retry exactly once, then give up.
  app.route({
    method: [...ALL_METHODS],
    url: '/api/test/crumb-always-fails',
    handler: async (request, reply) => {
      const query = parseRequest(KeyQuery, request.query, reply);
      if (!query) return reply;
      attempts.record(`crumb:${query.key ?? ''}`);
      const crumb = createCrumb();
      setCrumbCookie(reply, crumb, request.protocol === 'https');
      return reply.code(401).send({ crumbFail: true, crumb });
    },
  });

  app.get('/api/test/attempts/:kind/:key', async (request, reply) => {
    const params = parseRequest(KeyParams.extend({ kind: KeyParams.shape.key }), request.params, reply);
    if (!params) return reply;
    return attempts.read(`${params.kind}:${params.key}`);
  });
}
