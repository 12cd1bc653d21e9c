import { WRITER_LOCK_PREFIX, type WriterLockManager } from '../../../../src/shared/telemetry/writerLocks';

// navigator.locks over a list of writers whose lock is held, as query() reports them; a request holds the
// writer's lock from then on. Counts the queries.
export function fakeWriterLocks(
  liveWriters: Iterable<string>,
): WriterLockManager & { requested: string[]; queries: number } {
  const held = [...liveWriters].map((writer) => WRITER_LOCK_PREFIX + writer);
  const locks = {
    requested: [] as string[],
    queries: 0,
    request: async (name: string) => void (locks.requested.push(name), held.push(name)),
    query: async () => (locks.queries++, { held: held.map((name) => ({ name })) }),
  };
  return locks;
}
