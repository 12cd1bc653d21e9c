// Keys sort by creation time, so drains send the oldest first; the writer id and counter keep writers apart.
export function createChunkKey(createdAt: number, writerId: string, n: number): string {
  return String(createdAt).padStart(15, '0') + ':' + writerId + ':' + n;
}
