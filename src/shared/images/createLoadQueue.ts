import { GALLERY_DEFAULTS } from '../constants/gallery';

// Spec media-and-reporting §9: images load through a queue of 16 concurrent loads, 1 on mobile.
export function getImageQueueConcurrency(isMobile: boolean): number {
  return isMobile ? GALLERY_DEFAULTS.IMAGE_QUEUE_CONCURRENCY_MOBILE : GALLERY_DEFAULTS.IMAGE_QUEUE_CONCURRENCY;
}

export interface LoadQueue {
  /** Runs `load` when a slot is free; the promise settles with it. */
  add<T>(load: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

// A first-in first-out queue running at most `concurrency` loads at once.
export function createLoadQueue(concurrency: number): LoadQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be a positive integer');
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (running >= concurrency) return;
    const start = waiting.shift();
    if (start) start();
  };
  return {
    add<T>(load: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          running += 1;
          let result: Promise<T>;
          try {
            result = load();
          } catch (error) {
            result = Promise.reject(error instanceof Error ? error : new Error(String(error)));
          }
          result.then(resolve, reject).finally(() => {
            running -= 1;
            next();
          });
        });
        next();
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
