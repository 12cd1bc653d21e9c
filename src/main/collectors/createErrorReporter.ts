import { ERROR_REPORTING } from '../../shared/constants/limits';
import type { ErrorFacts } from '../../shared/telemetry/raw/buildLoggedError';

interface ErrorReporterOptions {
  /** Sends one batch; called at most MAX_BATCHES_PER_PAGE times. */
  sendBatch: (errors: ErrorFacts[]) => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

interface ErrorReporter {
  report(error: ErrorFacts): void;
  /** Sends what is queued now (page hide), counting as a batch. */
  flush(): void;
}

// Spec visitor-runtime §7 and §9: errors go in batches, debounced 1000 ms (each new error restarts the wait),
// at most 10 queued events and 20 batches per page (a page throwing in a loop must not flood the server).
// It holds the errors as the page read them (readErrorFacts); the worker builds their records.
export function createErrorReporter({ sendBatch, setTimer, clearTimer }: ErrorReporterOptions): ErrorReporter {
  const limits = ERROR_REPORTING;
  let queue: ErrorFacts[] = [];
  let batches = 0;
  let timer: unknown = null;
  const flush = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (queue.length === 0 || batches >= limits.MAX_BATCHES_PER_PAGE) return;
    batches++;
    const batch = queue;
    queue = [];
    sendBatch(batch);
  };
  return {
    report(error) {
      if (batches >= limits.MAX_BATCHES_PER_PAGE || queue.length >= limits.MAX_QUEUED_EVENTS) return;
      queue.push(error);
      if (timer !== null) clearTimer(timer);
      timer = setTimer(flush, limits.SEND_DEBOUNCE_MS);
    },
    flush,
  };
}
