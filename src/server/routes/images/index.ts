import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { parseImageFormat } from '../../../shared/images/parseImageFormat';
import { negotiateImageType } from '../../../shared/images/negotiateImageType';
import { sendInvalidRequest } from '../../http/parseRequest';
import { EncodeBusy } from '../../images/createEncodeQueue';
import { createImageVariantStore, type ImageVariantStore } from '../../images/createImageVariantStore';
import { rasterTypeOf, resolveImageSource } from '../../images/resolveImageSource';

interface ImagesRoutesOptions {
  /** The site's images folder. */
  root: string;
  /** Where variants are kept between requests and restarts. */
  cacheDir: string;
  /** Handed in by tests that count encodings; made here otherwise. */
  store?: ImageVariantStore;
}

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;
// Originals are not hashed: an hour, as before. Variants are for ever: a picture is replaced under a new
// name (docs/site-data.md), and a changed original gets a new ETag all the same.
const ORIGINAL_MAX_AGE_MS = 3600_000;
const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function notFound(name: string) {
  return { error: 'Not found', path: `/images/${name}` };
}

// GET /images/<name>: the original; GET /images/<name>?format=<width>w: that width, in AVIF or WebP when the
// browser accepts them (spec media-and-reporting §3, §9). Bad input is the caller's (400) or a missing
// picture (404), never a server error; a variant that cannot start encoding within the wait limit is a 503.
export const imagesRoutes: FastifyPluginAsync<ImagesRoutesOptions> = async (app, options) => {
  const store = options.store ?? createImageVariantStore(options.cacheDir);

  app.get('/images/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const query = request.query as Record<string, unknown>;
    const source = resolveImageSource(options.root, name);
    if (!source) return reply.code(404).send(notFound(name));
    const original = await stat(source).catch(() => null);
    if (!original?.isFile()) return reply.code(404).send(notFound(name));
    if (!('format' in query)) return reply.sendFile(name, options.root, { maxAge: ORIGINAL_MAX_AGE_MS });

    const format = parseImageFormat(query.format);
    // The reply is returned once sent: an async handler that returns nothing after sending is answered again.
    if ('error' in format) {
      sendInvalidRequest(reply, { format: format.error });
      return reply;
    }
    const sourceType = rasterTypeOf(name);
    if (!sourceType) {
      sendInvalidRequest(reply, { format: 'only JPEG and PNG pictures have sized variants' });
      return reply;
    }
    const type = negotiateImageType(request.headers.accept, sourceType);
    reply.header('vary', 'Accept');
    let variant;
    try {
      variant = await store.get({ source, width: format.width, type });
    } catch (error) {
      if (error instanceof EncodeBusy) {
        return reply
          .code(503)
          .header('retry-after', String(error.retryAfterSeconds))
          .header('cache-control', 'no-store')
          .send({ error: 'Busy', reason: 'too many pictures are being resized: try again shortly' });
      }
      // An original that does not decode is no picture at all: the same answer as a missing one.
      request.log.warn({ err: error, name }, 'image variant failed');
      return reply.code(404).send({ ...notFound(name), reason: 'the original is not a readable picture' });
    }
    reply.header('cache-control', VARIANT_CACHE_CONTROL).header('etag', variant.etag);
    if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
    return reply.type(CONTENT_TYPES[type]).header('content-length', variant.bytes).send(createReadStream(variant.file));
  });
};
