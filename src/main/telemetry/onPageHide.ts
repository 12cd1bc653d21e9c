import type { TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';

// Runs `run` at every page hide: through the facade's hook where there is one, so what it records leaves with
// this very hide's beacon; else on visibilitychange to hidden and on pagehide.
export function onPageHide(win: Window, telemetry: TelemetryRecorder | null, run: () => void): void {
  if (telemetry?.onHide) return telemetry.onHide(run);
  win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && run());
  win.addEventListener('pagehide', run);
}
