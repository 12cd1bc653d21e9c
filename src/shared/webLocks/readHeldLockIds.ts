/** The part of the Web Locks API (navigator.locks) that tells which locks are held. */
export interface HeldLocksQuery {
  query(): Promise<{ held?: Array<{ name?: string }> }>;
}

// The ids of the held locks named `prefix` + id, or null where that cannot be told. Only `query()`: requesting
// a lock a page in the back/forward cache holds evicts it.
export async function readHeldLockIds(
  locks: HeldLocksQuery | undefined,
  prefix: string,
): Promise<ReadonlySet<string> | null> {
  if (!locks) return null;
  try {
    const { held = [] } = await locks.query();
    const ids = new Set<string>();
    for (const lock of held) if (lock.name?.startsWith(prefix)) ids.add(lock.name.slice(prefix.length));
    return ids;
  } catch {
    return null;
  }
}
