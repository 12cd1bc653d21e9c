import type { RateLimitRepository } from '../../storage/limits/RateLimitRepository';

export interface CoalescedHit {
  hits: number;
  windowEndsAt: number;
}

// Hits on the ingest rate limit, counted for many requests in one statement: while a process's statement is
// out, the hits that arrive wait and go together in the next one, summed per key (RateLimitRepository.hitMany),
// and each caller gets a count of its own, as if they had come one by one. One upsert and one commit per
// request on a client's row made concurrent requests of that client queue on the row's lock, each behind
// the previous one's commit: that queue, not the records, bounded ingest at about 20,000 records/s.
export function coalesceHits(limits: RateLimitRepository, windowMs: number) {
  let waiting = new Map<string, Array<{ resolve: (hit: CoalescedHit) => void; reject: (error: unknown) => void }>>();
  let busy = false;

  const send = () => {
    if (busy || waiting.size === 0) return;
    busy = true;
    const callers = waiting;
    waiting = new Map();
    const counts = new Map([...callers].map(([key, list]) => [key, list.length]));
    limits
      .hitMany(counts, windowMs)
      .then(
        (results) => {
          for (const [key, list] of callers) {
            const result = results.get(key);
            if (!result) {
              for (const caller of list) caller.reject(new Error(`no rate limit row for ${key}`));
              continue;
            }
            // The last of them holds the count the statement answered; the others the ones before it.
            list.forEach((caller, i) =>
              caller.resolve({ hits: result.hits - list.length + 1 + i, windowEndsAt: result.windowEndsAt }),
            );
          }
        },
        (error: unknown) => {
          for (const list of callers.values()) for (const caller of list) caller.reject(error);
        },
      )
      .finally(() => {
        busy = false;
        send();
      });
  };

  return (key: string): Promise<CoalescedHit> =>
    new Promise((resolve, reject) => {
      let list = waiting.get(key);
      if (!list) waiting.set(key, (list = []));
      list.push({ resolve, reject });
      send();
    });
}
