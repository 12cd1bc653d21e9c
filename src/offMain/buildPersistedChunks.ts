import { chunkSerialisedRecords } from '../shared/telemetry/chunkSerialisedRecords';
import { createChunkKey } from './createChunkKey';
import type { PersistedChunk } from './PersistedChunk';
import { PIPELINE_LIMITS } from '../shared/telemetry/pipelineLimits';

interface ChunkWriter {
  writerId: string;
  nextChunkNo: () => number;
  now: number;
}

// The chunks one write persists for one destination (the worker's hand-over, the service worker's records of
// a hidden page): each fits one request body, under a key of its own, so a write never rewrites what is queued.
export function buildPersistedChunks(
  serialised: string[],
  destination: string,
  { writerId, nextChunkNo, now }: ChunkWriter,
): { chunks: PersistedChunk[]; bytes: number; tooLarge: number } {
  const split = chunkSerialisedRecords(serialised, PIPELINE_LIMITS.MAX_REQUEST_BYTES);
  let bytes = 0;
  const chunks = split.chunks.map((chunk) => {
    bytes += chunk.bytes;
    return {
      key: createChunkKey(now, writerId, nextChunkNo()),
      destination,
      count: chunk.count,
      json: chunk.json,
      createdAt: now,
    };
  });
  return { chunks, bytes, tooLarge: split.tooLarge.length };
}
