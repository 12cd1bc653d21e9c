import { startTelemetry } from '../../src/main/telemetry/startTelemetry';
import { createRuntime } from '../../src/main/runtime/createRuntime';
import { createMainThreadPipeline } from './createMainThreadPipeline';
import {
  createStampedBatch,
  pushStamp,
  stampTaskTime,
  type StampedBatch,
} from '../../src/shared/telemetry/StampedRecord';
import { wrap } from 'comlink';
import { createHandOverCall } from '../../src/main/telemetry/createHandOverCall';

// The bench page: the real facade (worker pipeline) and the main-thread comparison, side by side.
const facade = startTelemetry({ runtime: createRuntime(() => undefined) });
const mainThread = createMainThreadPipeline();
// The floor: the same records made and posted in one message to a worker that only reads them (Chromium
// deserialises a message when its data is first read, and the real worker's reading competes for the CPU).
let made: Record<string, unknown> | null = null;
Object.defineProperty(window, 'benchMade', { get: () => made });
// The facade's parts on their own (bench/probes/splitCall.mjs): the same payloads stamped into a batch as the
// facade stamps them, and that batch, or its strings alone, posted as the facade's hand-over.
const stampInto = (count: number): StampedBatch => {
  const batch = createStampedBatch('/', 0);
  stampTaskTime(batch, Date.now());
  for (let i = 0; i < count; i++) pushStamp(batch, 'event', 'split', { event: 'bench', data: '{"i":' + i + '}' });
  return batch;
};
const stampedEarlier = stampInto(1000);
const stringsEarlier = Array.from({ length: 1000 }, (_, i) => '{"i":' + i + '}');
let stamped: StampedBatch | null = null;
Object.defineProperty(window, 'benchStamped', { get: () => stamped });
const idleWorker = new Worker(
  URL.createObjectURL(new Blob(['onmessage = (event) => void event.data.length;'], { type: 'text/javascript' })),
);
const handOverIdle = createHandOverCall(idleWorker);
const callIdle = (argument: unknown, done: () => void) => handOverIdle(argument as StampedBatch, done);
// The same call through Comlink's wrap() (bench/probes/handOverProtocol.mjs), its method read once as the
// facade reads the others; the idle worker never answers, so each call's Promise stays pending.
const wrappedAccept = wrap<{ accept(batch: unknown): Promise<number> }>(idleWorker).accept;

Object.assign(window, {
  bench: {
    // One task: 1000 records stamped and handed over in one message (the microtask after the loop).
    viaWorker(count: number, type: string) {
      for (let i = 0; i < count; i++) facade.record('event', { event: 'bench', data: '{"i":' + i + '}' }, type);
    },
    viaMainThread: (count: number, type: string) => mainThread(count, type),
    // The caller's own share of viaWorker: the same payloads made, kept where the optimiser cannot drop
    // them, and given to nobody. viaWorker less this is what the pipeline adds to the main thread.
    makeOnly(count: number) {
      for (let i = 0; i < count; i++) made = { event: 'bench', data: '{"i":' + i + '}' };
    },
    postOnly(count: number) {
      const payloads: Array<Record<string, unknown>> = [];
      for (let i = 0; i < count; i++) payloads.push({ event: 'bench', data: '{"i":' + i + '}' });
      idleWorker.postMessage(payloads);
    },
    // The issue's own reference (about 0.7 ms at 4x when it was written): 1000 small records made and posted
    // in one message. Measured in the same rounds, it tells how this run's machine compares with that one.
    postSmall(count: number) {
      const records: Array<{ i: number }> = [];
      for (let i = 0; i < count; i++) records.push({ i });
      idleWorker.postMessage(records);
    },
    stampOnly(count: number) {
      stamped = stampInto(count);
    },
    postStampedEarlier: () => callIdle(stampedEarlier, () => undefined),
    postStringsEarlier: () => callIdle(stringsEarlier, () => undefined),
    postNothing: () => callIdle(0, () => undefined),
    wrapStampedEarlier: () => void wrappedAccept(stampedEarlier),
    wrapNothing: () => void wrappedAccept(0),
    unacknowledged: () => facade.unacknowledged(),
  },
});
