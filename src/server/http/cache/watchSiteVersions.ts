// Ours: a change is seen within this by every process, well inside the 5 s a page may show it late.
export const VERSION_POLL_MS = 1_000;

export interface VersionWatch {
  stop(): void;
}

/**
 * Calls `onChange` when the site's versions move (readSiteVersions: an order took stock, a review was
 * approved, an owner changed content, through this process or any other). The first read is the baseline;
 * a failed read is skipped and the next one compares with the last read that worked.
 */
export function watchSiteVersions(
  read: () => Promise<string>,
  onChange: (from: string, to: string) => void | Promise<unknown>,
  intervalMs = VERSION_POLL_MS,
): VersionWatch {
  let last: string | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = await read();
      if (last !== null && now !== last) await onChange(last, now);
      last = now;
    } catch {
      // The database is away for a moment: /healthz says so; the next tick tries again.
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
