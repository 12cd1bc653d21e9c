import type { PersistedChunk } from './PersistedChunk';
import { byteLength } from './chunkSerialisedRecords';
import { PIPELINE_LIMITS } from './pipelineLimits';
import { planRequests, type PlannedRequest } from './planRequests';
import { gzipBatchUrl } from './telemetryPaths';

export interface WireRequest {
  url: string;
  /** The JSON text, or its gzip bytes as a text/plain Blob (a CORS-simple body either way). */
  body: string | Blob;
  /** Bytes on the wire: what counts against the keepalive budget. */
  bytes: number;
  keys: string[];
  count: number;
  /** The JSON text, whatever is sent. */
  json: string;
}

export type Compress = (text: string) => Promise<Uint8Array>;

/** gzip with the platform's CompressionStream (workers, service workers, Node). */
export async function gzipText(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const plan = (chunks: PersistedChunk[], maxBytes: number) => planRequests(chunks, maxBytes, byteLength, PIPELINE_LIMITS.MAX_RECORDS_PER_REQUEST);
const plain = (request: PlannedRequest): WireRequest => ({ url: request.destination, body: request.body, bytes: request.bytes, keys: request.keys, count: request.count, json: request.body });

// The requests of one drain round. Without compression: bodies of at most maxWireBytes of JSON. With it:
// bodies of up to MAX_PLAIN_REQUEST_BYTES of JSON, each sent gzip-compressed when that is smaller; a body
// whose gzip is still over maxWireBytes is split in two by its chunks, again until it fits (a single chunk
// fits uncompressed, as each was made to).
export async function encodeRequests(chunks: PersistedChunk[], maxWireBytes: number, compress?: Compress): Promise<WireRequest[]> {
  if (!compress) return plan(chunks, maxWireBytes).map(plain);
  const byKey = new Map(chunks.map((chunk) => [chunk.key, chunk]));
  const encode = async (request: PlannedRequest): Promise<WireRequest[]> => {
    const packed = await compress(request.body);
    if (packed.byteLength <= maxWireBytes) {
      if (packed.byteLength >= request.bytes) return [plain(request)];
      const body = new Blob([packed as Uint8Array<ArrayBuffer>], { type: 'text/plain' });
      return [{ url: gzipBatchUrl(request.destination), body, bytes: packed.byteLength, keys: request.keys, count: request.count, json: request.body }];
    }
    if (request.keys.length === 1) return [plain(request)];
    const own = request.keys.map((key) => byKey.get(key) as PersistedChunk);
    const half = Math.ceil(own.length / 2);
    const parts = [own.slice(0, half), own.slice(half)].flatMap((part) => plan(part, PIPELINE_LIMITS.MAX_PLAIN_REQUEST_BYTES));
    return (await Promise.all(parts.map(encode))).flat();
  };
  return (await Promise.all(plan(chunks, PIPELINE_LIMITS.MAX_PLAIN_REQUEST_BYTES).map(encode))).flat();
}
