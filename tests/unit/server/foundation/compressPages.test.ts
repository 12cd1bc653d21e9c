import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressPages, pickPageEncoding } from '../../../../src/server/http/compressPages';

const page = `<!doctype html><html><body>${'<p>The same photographs of the coast.</p>'.repeat(200)}</body></html>`;

async function app() {
  const server = Fastify();
  compressPages(server);
  server.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  server.get('/small', (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>hi</p>'));
  server.get('/api', () => ({ text: page }));
  await server.ready();
  return server;
}

describe('server-rendered pages are compressed (issue 34: /gallery first paint on a slow phone network)', () => {
  it('answers br, else gzip, else the page as it is, and says it varies by Accept-Encoding', async () => {
    const server = await app();
    const br = await server.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    expect(br.rawPayload.length).toBeLessThan(page.length / 10);

    const gz = await server.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(page);

    const plain = await server.inject({ url: '/page', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body).toBe(page);
    await server.close();
  });

  it('leaves small pages and answers that are not HTML alone', async () => {
    const server = await app();
    const headers = { 'accept-encoding': 'br, gzip' };
    expect((await server.inject({ url: '/small', headers })).headers['content-encoding']).toBeUndefined();
    expect((await server.inject({ url: '/api', headers })).headers['content-encoding']).toBeUndefined();
    await server.close();
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(pickPageEncoding('gzip, br')).toBe('br');
    expect(pickPageEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickPageEncoding('*')).toBe('br');
    expect(pickPageEncoding('identity')).toBeNull();
    expect(pickPageEncoding(undefined)).toBeNull();
  });
});
