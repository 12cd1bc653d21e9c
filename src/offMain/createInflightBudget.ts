export interface InflightBudget {
  /** Resolves when `bytes` more may be in flight without passing the limit. */
  acquire(bytes: number): Promise<void>;
  release(bytes: number): void;
  readonly inflight: number;
}

// Chromium gives keepalive bodies in flight 64 KB per page; the pipeline keeps its own under `limit`.
export function createInflightBudget(limit: number): InflightBudget {
  let inflight = 0;
  const waiting: Array<{ bytes: number; resolve: () => void }> = [];
  const admit = () => {
    while (waiting.length > 0 && (inflight === 0 || inflight + waiting[0]!.bytes <= limit)) {
      const next = waiting.shift()!;
      inflight += next.bytes;
      next.resolve();
    }
  };
  return {
    acquire(bytes) {
      return new Promise<void>((resolve) => {
        waiting.push({ bytes, resolve });
        admit();
      });
    },
    release(bytes) {
      inflight -= bytes;
      admit();
    },
    get inflight() {
      return inflight;
    },
  };
}
