// Spec media-and-reporting §4 and §9: lightbox previous/next are throttled (200 ms).
export function createThrottle(intervalMs: number, now: () => number): () => boolean {
  let last = -Infinity;
  return () => {
    const time = now();
    if (time - last < intervalMs) return false;
    last = time;
    return true;
  };
}
