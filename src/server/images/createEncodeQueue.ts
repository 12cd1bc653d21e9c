// Image encodes are CPU and memory heavy (a first-time AVIF variant of a large original takes about a second
// of a core and tens of MB): 32 at once took 34 s and 1 GB. Encodes therefore run at most `concurrency` at a
// time; the others wait in line, at most `maxQueued` of them and each at most `maxWaitMs`. One that cannot
// start in time is refused with EncodeBusy, which the images route answers 503 with Retry-After: the browser
// shows the alt text or retries, and the server stays responsive for pages.
export interface EncodeQueueOptions {
  concurrency: number;
  maxWaitMs: number;
  maxQueued: number;
}

export class EncodeBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many image encodes waiting');
    this.name = 'EncodeBusy';
  }
}

export interface EncodeQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Encodes running now, and the most that ever ran at once (for tests and benches). */
  readonly running: number;
  readonly peakRunning: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export function createEncodeQueue({ concurrency, maxWaitMs, maxQueued }: EncodeQueueOptions): EncodeQueue {
  const waiting: Waiter[] = [];
  let running = 0;
  let peakRunning = 0;
  const retryAfterSeconds = Math.max(1, Math.ceil(maxWaitMs / 1000));

  function next(): void {
    const waiter = waiting.shift();
    if (!waiter) return;
    clearTimeout(waiter.timer);
    waiter.start();
  }

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxQueued) throw new EncodeBusy(retryAfterSeconds);
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          start: resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            reject(new EncodeBusy(retryAfterSeconds));
          }, maxWaitMs),
        };
        waiting.push(waiter);
      });
    }
    running += 1;
    peakRunning = Math.max(peakRunning, running);
    try {
      return await work();
    } finally {
      running -= 1;
      next();
    }
  }

  return {
    run,
    get running() {
      return running;
    },
    get peakRunning() {
      return peakRunning;
    },
  };
}
