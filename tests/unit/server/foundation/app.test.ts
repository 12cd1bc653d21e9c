import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { buildApp, BODY_LIMIT_BYTES } from '../../../../src/server/app';
import { openTestStorage } from '../../../postgres/openTestStorage';
import type { Database } from '../../../../src/server/storage/Database';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import { parsePageContext } from '../../../../src/shared/pageContext/PageContext';
import { pagesRoutes } from '../../../../src/server/routes/pages/index';
import { ANONYMOUS } from '../../../../src/server/http/identity';
import { renderPage } from '../../../../src/server/render/renderPage';

const site = SiteData.parse(JSON.parse(readFileSync('sites/showcase/site.json', 'utf8')));
let app: FastifyInstance;
let db: Kysely<Database>;

beforeAll(async () => {
  db = await openTestStorage();
  app = await buildApp({ site, siteDir: path.resolve('sites/showcase'), db, client: null });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

function readJsonScript(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  if (!match) throw new Error(`no ${id} script`);
  return JSON.parse(match[1]!);
}

describe('pages', () => {
  it('renders the home page with its content and page context, and sets no cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(site.website.title.replace('&', '&amp;'));
    const context = parsePageContext(readJsonScript(response.body, 'page-context'));
    expect(context.pageType).toBe(2);
    expect(context.website.identifier).toBe(site.website.identifier);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('writes a page context that the browser validator accepts for every page', async () => {
    for (const page of site.pages) {
      const response = await app.inject({ method: 'GET', url: page.path });
      expect(() => parsePageContext(readJsonScript(response.body, 'page-context')), page.path).not.toThrow();
    }
  });

  it('answers an unknown path with the not-found page (type 100) and 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(parsePageContext(readJsonScript(response.body, 'page-context')).pageType).toBe(100);
  });

  it('answers an unknown API path with JSON 404, not a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('keeps JSON in script tags from closing them', async () => {
    const evil = SiteData.parse({
      ...JSON.parse(readFileSync('sites/showcase/site.json', 'utf8')),
      website: { ...site.website, title: '</script><script>alert(1)</script>' },
    });
    const local = await buildApp({ site: evil, siteDir: path.resolve('sites/showcase'), db, client: null });
    const response = await local.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain('</script><script>alert(1)');
    await local.close();
  });
});

describe('render failure', () => {
  it('serves the error page (type 101) with 500 and logs the failure', async () => {
    const logged: string[] = [];
    const local = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
    local.decorateRequest('identity', null as never);
    local.addHook('onRequest', async (request) => {
      request.identity = ANONYMOUS;
    });
    await local.register(cookie);
    let calls = 0;
    await local.register(pagesRoutes, {
      site,
      assets: null,
      render: async (input) => {
        calls += 1;
        if (calls === 1) throw new Error('block exploded');
        return renderPage(input);
      },
    });
    const response = await local.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(500);
    expect(parsePageContext(readJsonScript(response.body, 'page-context')).pageType).toBe(101);
    expect(logged.join('')).toContain('block exploded');
    await local.close();
  });
});

describe('health and limits', () => {
  it('GET /healthz checks storage', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', storage: 'ok' });
  });

  it("answers /favicon.ico with the site's icon rather than the not-found page", async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/favicon.svg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('refuses bodies over the limit on every route', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'Request too large',
      fields: { $: `more than ${BODY_LIMIT_BYTES} bytes` },
    });
  });

  // Fastify's body parsers fail before any route's schema: those answers name the fault as every other
  // malformed request does (`$`: the body itself), not in Fastify's own shape.
  it('answers a body its parser refuses as any malformed request, naming the body or header at fault', async () => {
    const post = (payload: string, contentType: string) =>
      app.inject({ method: 'POST', url: '/api/census/RecordHit', headers: { 'content-type': contentType }, payload });
    for (const payload of ['{oops', '']) {
      const response = await post(payload, 'application/json');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid request', fields: { $: 'expected a JSON body' } });
    }
    const xml = await post('<hit/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      error: 'Unsupported media type',
      fields: { 'content-type': 'not accepted here: "application/xml"' },
    });
    // A well-formed body of the wrong shape is the route's to name, field by field.
    const wrongShape = await post('[1]', 'application/json');
    expect(wrongShape.statusCode).toBe(400);
    expect(Object.keys(wrongShape.json().fields)).toEqual(['$']);
    // Other errors still take Fastify's default answer.
    const notFound = await app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notFound.statusCode).toBe(404);
  });

  // A 6 KB body nested 3,000 deep used to exhaust the stack of recursive validation: a 500.
  it('refuses a body nested too deep with a 400 naming where, on every route, storing nothing', async () => {
    const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    for (const url of ['/api/site-header-footer', '/api/census/RecordHit', '/api/telemetry/batch']) {
      const response = await app.inject({
        method: url === '/api/site-header-footer' ? 'PUT' : 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"header":${nested(3000)}}`,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        error: 'Invalid request',
        fields: { [`$.header${'.a'.repeat(63)}`]: 'nested deeper than 64 levels' },
      });
    }
    const stored = await db.selectFrom('telemetry_records').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
  });
});

describe('server errors', () => {
  it('answers a failure with the request id only, logging the detail; /healthz too', async () => {
    const logged: string[] = [];
    const broken = await openTestStorage();
    const local = await buildApp({
      site,
      siteDir: path.resolve('sites/showcase'),
      db: broken,
      client: null,
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    await broken.destroy();
    const failed = await local.inject({ method: 'GET', url: '/api/site-header-footer' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: 'Internal Server Error', requestId: expect.any(String) });
    const health = await local.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', storage: 'failing', requestId: expect.any(String) });
    // The detail is in the log, under the id the client was given.
    const lines = logged.map((line) => JSON.parse(line) as { reqId: string; err?: { message: string } });
    for (const reply of [failed, health]) {
      const line = lines.find((l) => l.reqId === reply.json<{ requestId: string }>().requestId);
      expect(line?.err?.message).toMatch(/destroyed/);
    }
    await local.close();
  });
});

describe('slow clients', () => {
  it('closes a connection whose request trickles in past the request timeout', async () => {
    const local = await buildApp({
      site,
      siteDir: path.resolve('sites/showcase'),
      db,
      client: null,
      requestTimeoutMs: 1000,
    });
    await local.listen({ port: 0, host: '127.0.0.1' });
    const { port } = local.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    socket.write(
      'POST /api/census/RecordHit HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n',
    );
    // A byte every 200 ms: never idle, never done.
    const trickle = setInterval(() => socket.write(' '), 200);
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
    });
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5000);
    await local.close();
  });
});

describe('request log', () => {
  const visit = async (level: string) => {
    const logged: string[] = [];
    const local = await buildApp({
      site,
      siteDir: path.resolve('sites/showcase'),
      db,
      client: null,
      logger: { level, stream: { write: (line: string) => logged.push(line) } },
    });
    await local.inject({ method: 'GET', url: '/?crumb=secret-crumb-value' });
    await local.inject({ method: 'GET', url: '/api/site-header-footer' });
    await local.close();
    return logged.map((line) => JSON.parse(line) as { msg: string; path?: string; status?: number });
  };

  it('logs nothing for ordinary requests at info', async () => {
    expect(await visit('info')).toEqual([]);
  });

  it('logs one line a request at debug, without the query and its crumb', async () => {
    const lines = (await visit('debug')).filter((line) => line.msg === 'request');
    expect(lines.map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/', status: 200 },
      { path: '/api/site-header-footer', status: 200 },
    ]);
    expect(JSON.stringify(await visit('trace'))).not.toContain('secret-crumb-value');
  });

  it('never holds cookies, crumbs or passwords, even where something logs the request or its body', async () => {
    const logged: string[] = [];
    const local = await buildApp({
      site,
      siteDir: path.resolve('sites/showcase'),
      db,
      client: null,
      logger: { level: 'trace', stream: { write: (line: string) => logged.push(line) } },
    });
    local.addHook('preHandler', async (request) => {
      request.log.info({ req: { headers: request.headers, query: request.query }, body: request.body }, 'seen');
    });
    await local.inject({
      method: 'POST',
      url: '/api/auth/Login?crumb=query-crumb-value',
      headers: {
        cookie: 'crumb=cookie-crumb-value; ss_owner_session=session-token-value',
        'x-csrf-token': 'header-crumb-value',
      },
      payload: { email: 'nobody@example.com', password: 'the-password-value' },
    });
    await local.close();
    const text = logged.join('\n');
    expect(text).toContain('seen');
    for (const secret of [
      'query-crumb-value',
      'cookie-crumb-value',
      'session-token-value',
      'header-crumb-value',
      'the-password-value',
    ])
      expect(text).not.toContain(secret);
  });
});
