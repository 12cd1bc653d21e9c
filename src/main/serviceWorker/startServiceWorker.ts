import { whenLoadedAndIdle } from '../telemetry/whenLoadedAndIdle';

// Registers /sw.js with workbox-window after the load event, so registration never competes
// with the first paint; workbox-window itself is loaded only then.
export function startServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  whenLoadedAndIdle(win, () => {
    void import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  });
}
