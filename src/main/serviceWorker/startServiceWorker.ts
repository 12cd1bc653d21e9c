import { whenLoadedAndIdle } from '../telemetry/whenLoadedAndIdle';

// Registers /sw.js after the load event and an idle moment, so it never competes with the first paint. The
// platform's register() is all the page needs (workbox-window cost 2.3 KB gzip of the first load).
export function startServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  whenLoadedAndIdle(win, () => {
    win.navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  });
}
