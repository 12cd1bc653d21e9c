// Keys sort by creation time, so drains send the oldest records first; the writer id and a counter keep
// keys of different pages and of the service worker apart.
export function createChunkKey(createdAt: number, writerId: string, n: number): string {
  return String(createdAt).padStart(15, '0') + ':' + writerId + ':' + n;
}
