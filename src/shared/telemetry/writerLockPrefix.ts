// The name of a drain writer's Web Lock is this plus its writer id (writerLocks.ts). A module of its own, so
// that the main chunk, whose page holds its lock while its early records' copy is there (PageCopies.ts),
// does not carry the lock queries the lazy chunks make.
export const WRITER_LOCK_PREFIX = 'site-runtime-telemetry-writer:';
