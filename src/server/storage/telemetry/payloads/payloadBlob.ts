import { promisify } from 'node:util';
import { deflateRaw, inflateRawSync } from 'node:zlib';

const deflate = promisify(deflateRaw);

// A blob of payload texts (telemetry_payload_blobs): the texts joined by newlines, raw deflate. A stored
// payload's text is JSON as JSON.stringify writes it (storedPayloadText), which escapes every control
// character, so no text holds a newline. A record that was not stored (a resend) has '' in its place.

/** The blob of `texts`, compressed off the event loop (zlib's thread pool). */
export function packPayloadBlob(texts: readonly string[]): Promise<Buffer> {
  return deflate(texts.join('\n'));
}

/** The texts packPayloadBlob packed, in their order. */
export function unpackPayloadBlob(blob: Uint8Array): string[] {
  return inflateRawSync(blob).toString('utf8').split('\n');
}
