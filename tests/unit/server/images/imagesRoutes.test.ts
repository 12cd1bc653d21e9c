import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { mkdtempSync, readdirSync, writeFileSync, copyFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { closeDemoApp, openDemoApp } from '../demoApp';
import { imagesRoutes } from '../../../../src/server/routes/images/index';
import { createImageVariantStore } from '../../../../src/server/images/createImageVariantStore';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
let app: FastifyInstance;
let root: string;
let cacheDir: string;
const store = { current: null as ReturnType<typeof createImageVariantStore> | null };

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'images-'));
  root = path.join(dir, 'images');
  cacheDir = path.join(dir, 'cache');
  mkdirSync(path.join(root, 'sub'), { recursive: true });
  copyFileSync('sites/showcase/images/gallery-01.jpg', path.join(root, 'photo.jpg'));
  await sharp({ create: { width: 640, height: 480, channels: 4, background: '#3366cc80' } })
    .png()
    .toFile(path.join(root, 'sub', 'small.png'));
  writeFileSync(path.join(root, 'broken.jpg'), 'not a picture');
  writeFileSync(path.join(root, 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  store.current = createImageVariantStore(cacheDir);
  app = Fastify();
  await app.register(fastifyStatic, { root, serve: false });
  await app.register(imagesRoutes, { root, cacheDir, store: store.current });
});
afterAll(() => app.close());

async function metadataOf(body: Buffer) {
  return sharp(body).metadata();
}

describe('GET /images/<name>?format=<width>w', () => {
  it('resizes to the width asked for, in AVIF for a browser that takes it, cached for a year', async () => {
    const response = await app.inject({ url: '/images/photo.jpg?format=500w', headers: { accept: CHROME_ACCEPT } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers.vary).toContain('Accept');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await metadataOf(response.rawPayload);
    expect(meta.format).toBe('heif');
    expect([meta.width, meta.height]).toEqual([500, 333]);
  });

  it('answers WebP, then the original type, by Accept', async () => {
    const webp = await app.inject({ url: '/images/photo.jpg?format=300w', headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await metadataOf(webp.rawPayload)).width).toBe(300);
    const plain = await app.inject({ url: '/images/sub/small.png?format=100w', headers: { accept: '*/*' } });
    expect(plain.headers['content-type']).toBe('image/png');
    expect(await metadataOf(plain.rawPayload)).toMatchObject({ format: 'png', width: 100, hasAlpha: true });
  });

  it('never enlarges: a width past the original answers the original width', async () => {
    const response = await app.inject({ url: '/images/sub/small.png?format=2500w', headers: { accept: 'image/webp' } });
    expect((await metadataOf(response.rawPayload)).width).toBe(640);
  });

  it('computes one variant once for concurrent requests, then serves it from disk', async () => {
    const before = store.current!.encoded;
    const url = '/images/photo.jpg?format=750w';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ url, headers: { accept: 'image/webp' } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.rawPayload.length)).size).toBe(1);
    expect(store.current!.encoded).toBe(before + 1);
    const again = await app.inject({ url, headers: { accept: 'image/webp' } });
    expect(again.statusCode).toBe(200);
    expect(store.current!.encoded).toBe(before + 1);
    // Written whole under a temporary name and renamed: no temporary file stays behind.
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const revalidated = await app.inject({
      url,
      headers: { accept: 'image/webp', 'if-none-match': String(again.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('a new process finds the variants already on disk', async () => {
    await app.inject({ url: '/images/photo.jpg?format=100w', headers: { accept: 'image/webp' } });
    const fresh = createImageVariantStore(cacheDir);
    const local = Fastify();
    await local.register(fastifyStatic, { root, serve: false });
    await local.register(imagesRoutes, { root, cacheDir, store: fresh });
    const response = await local.inject({ url: '/images/photo.jpg?format=100w', headers: { accept: 'image/webp' } });
    expect(response.statusCode).toBe(200);
    expect(fresh.encoded).toBe(0);
    await local.close();
  });

  it.each(['640w', '', '1000', 'huge', '-1w'])('refuses format=%j with 400 naming the field', async (format) => {
    const response = await app.inject({ url: `/images/photo.jpg?format=${format}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request',
      fields: { format: expect.stringContaining('2500w, 1500w, 1000w, 750w, 500w, 300w, 100w') },
    });
  });

  it('refuses a size of a picture that has no sized variants (SVG) with 400', async () => {
    const response = await app.inject({ url: '/images/drawing.svg?format=500w' });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    '/images/missing.jpg?format=500w',
    '/images/missing.jpg',
    '/images/../site.json?format=500w',
    '/images/%2e%2e/site.json',
    '/images/sub?format=500w',
    '/images/.hidden.jpg',
  ])('answers %s with 404', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
  });

  it('answers an original that does not decode with 404, not 500', async () => {
    const response = await app.inject({ url: '/images/broken.jpg?format=500w', headers: { accept: 'image/webp' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reason: 'the original is not a readable picture' });
  });

  it('encodes 32 first-time AVIF variants two at a time, all answered', async () => {
    const originals = Array.from({ length: 32 }, (_, i) => `burst-${i}.jpg`);
    for (const name of originals) copyFileSync(path.join(root, 'photo.jpg'), path.join(root, name));
    const burstStore = createImageVariantStore(path.join(cacheDir, 'burst'));
    const local = Fastify();
    await local.register(fastifyStatic, { root, serve: false });
    await local.register(imagesRoutes, { root, cacheDir, store: burstStore });
    const answers = await Promise.all(
      originals.map((name) => local.inject({ url: `/images/${name}?format=100w`, headers: { accept: CHROME_ACCEPT } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(originals.map(() => 200));
    expect(answers.every((a) => a.headers['content-type'] === 'image/avif')).toBe(true);
    expect(burstStore.encoded).toBe(32);
    expect(burstStore.queue.peakRunning).toBe(2);
    await local.close();
  });

  it('answers 503 with Retry-After when an encode cannot start in time, then serves the retry', async () => {
    const busyStore = createImageVariantStore(path.join(cacheDir, 'busy'), {
      concurrency: 1,
      maxWaitMs: 20,
      maxQueued: 4,
    });
    const local = Fastify();
    await local.register(fastifyStatic, { root, serve: false });
    await local.register(imagesRoutes, { root, cacheDir, store: busyStore });
    let release!: () => void;
    const holding = busyStore.queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const refused = await local.inject({ url: '/images/photo.jpg?format=300w', headers: { accept: 'image/webp' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toEqual({ error: 'Busy', reason: 'too many pictures are being resized: try again shortly' });
    release();
    await holding;
    const retried = await local.inject({ url: '/images/photo.jpg?format=300w', headers: { accept: 'image/webp' } });
    expect(retried.statusCode).toBe(200);
    await local.close();
  });

  it('answers a bad format once: one 400, no "reply already sent" error in the log', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    // The whole app: its onSend hooks (security headers, compression) are what made a second answer collide.
    const demo = await openDemoApp({ logger: { level: 'info', stream } as never });
    const local = demo.app;
    await local.listen({ port: 0, host: '127.0.0.1' });
    const { port } = local.server.address() as AddressInfo;
    for (const url of [
      '/images/gallery-01.jpg?format=huge',
      '/images/gallery-01.jpg?format=640w',
      '/images/coffee.svg?format=500w',
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('Invalid request');
    }
    await closeDemoApp(demo);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it('serves the original without a format, for an hour', async () => {
    const response = await app.inject({ url: '/images/photo.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect((await metadataOf(response.rawPayload)).width).toBe(2400);
  });
});
