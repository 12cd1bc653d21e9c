import { statfs } from 'node:fs/promises';

export type ReadFreeBytes = (path: string) => Promise<number>;

/** Bytes an unprivileged process may still write on the filesystem holding `path`. */
export async function readFreeBytes(path: string): Promise<number> {
  const stats = await statfs(path);
  return stats.bavail * stats.bsize;
}

// The free space of one filesystem, asked of the kernel at most once per `maxAgeMs`: telemetry can arrive
// hundreds of times a second, and the answer of a second ago is as good. Each server process asks for
// itself; the disk, not the process, holds the truth, so N processes agree.
export function createFreeSpaceProbe(path: string, maxAgeMs = 1000, read: ReadFreeBytes = readFreeBytes) {
  let checkedAt = -Infinity;
  let pending: Promise<number> | null = null;
  let last = Infinity;
  return async (now: number): Promise<number> => {
    if (now - checkedAt < maxAgeMs) return last;
    pending ??= read(path).finally(() => (pending = null));
    last = await pending;
    checkedAt = now;
    return last;
  };
}
