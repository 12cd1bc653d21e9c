import type { PersistedChunk } from './PersistedChunk';
import { byteLength } from '../shared/telemetry/chunkSerialisedRecords';
import { maxDecodedBytes } from '../shared/telemetry/maxDecodedBytes';
import { PIPELINE_LIMITS } from '../shared/telemetry/pipelineLimits';
import { planRequests, type PlannedRequest } from './planRequests';
import { gzipBatchUrl } from '../shared/telemetry/telemetryPaths';

export interface WireRequest {
  url: string;
  /** The JSON text, or its gzip bytes (sent with the text/plain type: a CORS-simple body either way). */
  body: string | Uint8Array<ArrayBuffer>;
  /** Bytes on the wire: what counts against the keepalive budget. */
  bytes: number;
  keys: string[];
  count: number;
  /** The JSON text, whatever is sent. */
  json: string;
}

export type Compress = (text: string) => Promise<Uint8Array<ArrayBuffer>>;

/** The type a gzip body is sent with: CORS-safelisted, so the request stays simple (no preflight). */
export const GZIP_BODY_HEADERS = { 'content-type': 'text/plain' } as const;

// gzip with the platform's CompressionStream (workers, service workers, Node), and no Blob on the way in or
// out: for each Blob a dedicated worker makes, Chromium posts two tasks to its page's main thread (the
// blob's bytes provider keeps the renderer process referenced), and reading one as a request body costs that
// thread more. In a trace of the bench page, 1000 records' gzip request cost the page's main thread about
// 0.2 ms unthrottled in those tasks alone.
export async function gzipText(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const gzip = new CompressionStream('gzip');
  const writer = gzip.writable.getWriter();
  const written = writer.write(new TextEncoder().encode(text)).then(() => writer.close());
  const [packed] = await Promise.all([new Response(gzip.readable).arrayBuffer(), written]);
  return new Uint8Array(packed);
}

const plan = (chunks: PersistedChunk[], maxBytes: number) =>
  planRequests(chunks, maxBytes, byteLength, PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST);
const plain = (request: PlannedRequest): WireRequest => ({
  url: request.destination,
  body: request.body,
  bytes: request.bytes,
  keys: request.keys,
  count: request.count,
  json: request.body,
});

/** The chunks' records as plain bodies of at most maxWireBytes of JSON: what a gzip body the server refused
 * with 413 is sent as again (each chunk was made to fit one). */
export const plainRequests = (chunks: PersistedChunk[], maxWireBytes: number): WireRequest[] =>
  plan(chunks, maxWireBytes).map(plain);

// What a round that sends full requests only leaves for the next: per destination, the last, smaller
// request after one or more full ones (a destination with a single request sends it; that round was started
// because most of a request waited).
export function planRemainders(chunks: PersistedChunk[], maxWireBytes: number, compressed: boolean): PlannedRequest[] {
  const planned = plan(chunks, compressed ? PIPELINE_LIMITS.MAX_PLAIN_REQUEST_BYTES : maxWireBytes);
  const filled = new Set(planned.filter((request) => request.full).map((request) => request.destination));
  return planned.filter((request) => !request.full && filled.has(request.destination));
}

// The requests of one drain round. Without compression: bodies of at most maxWireBytes of JSON. With it:
// bodies of up to MAX_PLAIN_REQUEST_BYTES of JSON, each sent gzip-compressed when that is smaller and the
// server takes it (at most MAX_DECODED_PER_WIRE_BYTE times the gzip, else plain, split by maxWireBytes); a body
// whose gzip is still over maxWireBytes is split in two by its chunks, again until it fits (a single chunk
// fits uncompressed, as each was made to).
export async function encodeRequests(
  chunks: PersistedChunk[],
  maxWireBytes: number,
  compress?: Compress,
): Promise<WireRequest[]> {
  if (!compress) return plainRequests(chunks, maxWireBytes);
  const byKey = new Map(chunks.map((chunk) => [chunk.key, chunk]));
  const encode = async (request: PlannedRequest): Promise<WireRequest[]> => {
    const packed = await compress(request.body);
    // The server refuses a body that unpacks to more than MAX_DECODED_PER_WIRE_BYTE times its gzip: records
    // that compress better go plain, in requests of at most maxWireBytes (each chunk was made to fit one).
    if (request.bytes > maxDecodedBytes(packed.byteLength)) {
      return plainRequests(
        request.keys.map((key) => byKey.get(key) as PersistedChunk),
        maxWireBytes,
      );
    }
    if (packed.byteLength <= maxWireBytes) {
      if (packed.byteLength >= request.bytes) return [plain(request)];
      return [
        {
          url: gzipBatchUrl(request.destination),
          body: packed,
          bytes: packed.byteLength,
          keys: request.keys,
          count: request.count,
          json: request.body,
        },
      ];
    }
    if (request.keys.length === 1) return [plain(request)];
    const own = request.keys.map((key) => byKey.get(key) as PersistedChunk);
    const half = Math.ceil(own.length / 2);
    const parts = [own.slice(0, half), own.slice(half)].flatMap((part) =>
      plan(part, PIPELINE_LIMITS.MAX_PLAIN_REQUEST_BYTES),
    );
    return (await Promise.all(parts.map(encode))).flat();
  };
  return (await Promise.all(plan(chunks, PIPELINE_LIMITS.MAX_PLAIN_REQUEST_BYTES).map(encode))).flat();
}
