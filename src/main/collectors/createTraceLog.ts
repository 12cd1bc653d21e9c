import { RUNTIME_TIMINGS } from '../../shared/constants/limits';
import type { TraceFacts } from '../../shared/telemetry/raw/buildTraceEntry';

interface TraceLog {
  /** Adds one entry; the worker writes `data` as a JSON string (visitor-runtime §7). */
  trace(type: string, data: unknown): void;
  flush(): void;
}

interface TraceLogOptions {
  pageUrl: () => string;
  sendEntries: (entries: TraceFacts[]) => void;
  setInterval: (run: () => void, ms: number) => unknown;
}

// The cap keeps a runaway caller from holding unbounded memory between flushes.
const MAX_HELD_ENTRIES = 200;

// Spec visitor-runtime §7 and §9: trace entries (pageUrl, type, data; buildTraceEntry writes it) are batched
// and flushed every 30000 ms; the collectors also flush on page hide so the last entries are not lost.
export function createTraceLog({ pageUrl, sendEntries, setInterval }: TraceLogOptions): TraceLog {
  let entries: TraceFacts[] = [];
  const flush = () => {
    if (entries.length === 0) return;
    const batch = entries;
    entries = [];
    sendEntries(batch);
  };
  setInterval(flush, RUNTIME_TIMINGS.LOG_FLUSH_INTERVAL_MS);
  return {
    trace(type, data) {
      if (entries.length >= MAX_HELD_ENTRIES) return;
      entries.push({ pageUrl: pageUrl(), type, data });
    },
    flush,
  };
}
