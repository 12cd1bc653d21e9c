import type { Runtime } from '../runtime/createRuntime';
import { PageOutbox, type TelemetryFacade } from './PageOutbox';

export type { TelemetryFacade } from './PageOutbox';

// The main-thread facade: the page's outbox, which stamps records, holds them, and sends them on as the page
// is loaded, hidden, frozen or restored (PageOutbox.ts).
export function startTelemetry({ runtime, win = window }: { runtime: Runtime; win?: Window }): TelemetryFacade {
  return new PageOutbox(win, runtime);
}
