interface SerialisedChunk {
  json: string;
  count: number;
  bytes: number;
}

// Split serialised records into chunks that each fit one request body (`{"records":[…]}` adds 14 bytes).
// A record larger than a request on its own is returned apart, to be dropped as 'too-large'.
export function chunkSerialisedRecords(
  records: string[],
  maxRequestBytes: number,
): { chunks: SerialisedChunk[]; tooLarge: number[] } {
  const limit = maxRequestBytes - 14;
  const chunks: SerialisedChunk[] = [];
  const tooLarge: number[] = [];
  let parts: string[] = [];
  let bytes = 0;
  const close = () => {
    if (parts.length > 0) chunks.push({ json: parts.join(','), count: parts.length, bytes: Math.max(0, bytes - 1) });
    parts = [];
    bytes = 0;
  };
  records.forEach((json, index) => {
    const size = byteLength(json);
    if (size > limit) {
      tooLarge.push(index);
      return;
    }
    if (bytes + size > limit) close();
    parts.push(json);
    bytes += size + 1;
  });
  close();
  return { chunks, tooLarge };
}

// UTF-8 length without TextEncoder allocations per record.
export function byteLength(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // 2 bytes up to U+07FF; a surrogate pair is 4 bytes in all (2 + 2); any other unit is 3.
    if (code > 0x7f) bytes += code <= 0x7ff || (code >= 0xd800 && code <= 0xdfff) ? 1 : 2;
  }
  return bytes;
}
