import { startTelemetry } from '../../src/main/telemetry/startTelemetry';
import { createRuntime } from '../../src/main/runtime/createRuntime';
import type { PageContext } from '../../src/shared/pageContext/PageContext';
import { createMainThreadPipeline } from './createMainThreadPipeline';

// The bench page: the real facade (worker pipeline) and the main-thread comparison, side by side.
const facade = startTelemetry({ pageContext: {} as PageContext, runtime: createRuntime(() => undefined) });
const mainThread = createMainThreadPipeline();

Object.assign(window, {
  bench: {
    // One task: 1000 records stamped and handed over in one Comlink call (the microtask after the loop).
    viaWorker(count: number, type: string) {
      for (let i = 0; i < count; i++) facade.record('event', { event: 'bench', data: '{"i":' + i + '}' }, type);
    },
    viaMainThread: (count: number, type: string) => mainThread(count, type),
    unacknowledged: () => facade.unacknowledged(),
  },
});
