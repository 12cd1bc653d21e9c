import { PIPELINE_LIMITS } from './pipelineLimits';

// How much JSON a gzip batch of `wireBytes` may unpack to before the server refuses it (413): at most
// MAX_DECODED_PER_WIRE_BYTE times its size on the wire, so that a small crafted body (a gzip bomb, or
// kilobytes of repetitive records) cannot make the server parse and store far more than it was sent;
// never below MIN_DECODED_BYTES (a body of a few bytes) nor above MAX_DECODED_BATCH_BYTES. Our own
// client checks the same before it sends gzip (encodeRequests), and sends a body that compresses better plain.
export function maxDecodedBytes(wireBytes: number): number {
  const relative = Math.max(PIPELINE_LIMITS.MIN_DECODED_BYTES, wireBytes * PIPELINE_LIMITS.MAX_DECODED_PER_WIRE_BYTE);
  return Math.min(PIPELINE_LIMITS.MAX_DECODED_BATCH_BYTES, relative);
}
