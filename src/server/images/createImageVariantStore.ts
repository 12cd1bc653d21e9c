import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageOutputType } from '../../shared/images/negotiateImageType';
import { createEncodeQueue, type EncodeQueue, type EncodeQueueOptions } from './createEncodeQueue';

interface ImageVariantRequest {
  /** Absolute path of the original, already checked to lie inside the images folder. */
  source: string;
  width: number;
  type: ImageOutputType;
}

interface ImageVariant {
  file: string;
  bytes: number;
  /** Strong validator: the cache key names the original's size and time and the variant asked for. */
  etag: string;
}

export interface ImageVariantStore {
  get(request: ImageVariantRequest): Promise<ImageVariant>;
  /** How many variants this process has encoded (cache misses), for tests and benches. */
  readonly encoded: number;
  /** The line encodes wait in: at most a few at once (createEncodeQueue). */
  readonly queue: EncodeQueue;
}

// Two encodes at once (each also uses libvips' own threads), a line of at most 64, each waiting at most
// 10 s: a burst of first-time requests is served within a few seconds or refused, never all at once.
export const DEFAULT_ENCODE_QUEUE: EncodeQueueOptions = { concurrency: 2, maxWaitMs: 10_000, maxQueued: 64 };

// Quality per output type: visually equal to the JPEG originals at a fraction of the bytes. AVIF's effort is
// kept low: encoding time is paid by the first visitor, and effort 9 is ten times slower for a few percent.
const ENCODERS: Record<ImageOutputType, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: false }),
};

// Variants are made on the first request and kept on disk under `dir`. The key carries the original's size
// and modification time, so a replaced original gets fresh variants and stale ones are never served. Files
// are written under a temporary name and renamed, so a reader (another process too) sees a whole file or
// none. Concurrent requests for one variant share one encoding; encodings of different variants wait in
// `queue` (EncodeBusy when one waits too long).
export function createImageVariantStore(
  dir: string,
  queueOptions: EncodeQueueOptions = DEFAULT_ENCODE_QUEUE,
): ImageVariantStore {
  const queue = createEncodeQueue(queueOptions);
  const inFlight = new Map<string, Promise<ImageVariant>>();
  let encoded = 0;
  let dirReady: Promise<unknown> | null = null;

  async function produce(request: ImageVariantRequest): Promise<ImageVariant> {
    const original = await stat(request.source);
    const key = createHash('sha256')
      .update(`${request.source}\0${original.size}\0${original.mtimeMs}\0${request.width}\0${request.type}`)
      .digest('hex')
      .slice(0, 32);
    const file = path.join(dir, `${key}.${request.type}`);
    const etag = `"${key}"`;
    const cached = await stat(file).catch(() => null);
    if (cached) return { file, bytes: cached.size, etag };
    const pending = inFlight.get(key);
    if (pending) return pending;
    const work = queue.run(() => encode(request, file, etag)).finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  }

  async function encode(request: ImageVariantRequest, file: string, etag: string): Promise<ImageVariant> {
    dirReady ??= mkdir(dir, { recursive: true });
    await dirReady;
    const resized = sharp(request.source, { failOn: 'error' })
      .rotate()
      .resize({ width: request.width, withoutEnlargement: true });
    const data = await ENCODERS[request.type](resized).toBuffer();
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    encoded += 1;
    return { file, bytes: data.length, etag };
  }

  return {
    get: produce,
    queue,
    get encoded() {
      return encoded;
    },
  };
}
