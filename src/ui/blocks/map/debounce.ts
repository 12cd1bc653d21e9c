interface Debounced {
  (): void;
  /** Drops a pending call (the block is gone). */
  cancel(): void;
}

// Calls `run` once `waitMs` after the last of a burst of calls (spec media-and-reporting §9: map option
// updates wait 60 ms), so a resize that fires many events redraws the map once.
export function debounce(run: () => void, waitMs: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const debounced = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      run();
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return debounced;
}
