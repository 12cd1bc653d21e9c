// Start optional work after the load event and an idle moment, so it never delays the first paint.
export function whenLoadedAndIdle(win: Window, run: () => void): void {
  const idle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(() => run(), { timeout: 2000 })
      : win.setTimeout(run, 1);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
