import { PIPELINE_LIMITS } from './pipelineLimits';

// How much JSON a gzip batch of `wireBytes` may unpack to before the server refuses it (413). Relative to the
// wire size (MAX_DECODED_PER_WIRE_BYTE), so a gzip bomb (a few KB unpacking to megabytes) is refused, but never
// below MAX_PLAIN_REQUEST_BYTES, the most JSON our own client packs into one request (encodeRequests), so a
// batch of very repetitive records from it is never refused; and never above MAX_DECODED_BATCH_BYTES.
export function maxDecodedBytes(wireBytes: number): number {
  const relative = Math.max(
    PIPELINE_LIMITS.MAX_PLAIN_REQUEST_BYTES,
    wireBytes * PIPELINE_LIMITS.MAX_DECODED_PER_WIRE_BYTE,
  );
  return Math.min(PIPELINE_LIMITS.MAX_DECODED_BATCH_BYTES, relative);
}
