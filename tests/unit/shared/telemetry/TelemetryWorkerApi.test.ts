import type { Remote } from 'comlink';
import { describe, expectTypeOf, it } from 'vitest';
import type { TelemetryWorkerMethods } from '../../../../src/main/telemetry/connectTelemetryWorker';
import type { HandOverMessage, HandOverReplies } from '../../../../src/shared/telemetry/handOverProtocol';
import type { StampedBatch } from '../../../../src/shared/telemetry/StampedRecord';
import type {
  TelemetryWorkerApi,
  TelemetryWorkerIdentity,
  TelemetryWorkerStats,
} from '../../../../src/shared/telemetry/TelemetryWorkerApi';
import type { TelemetryWorker } from '../../../../src/worker/TelemetryWorker';

// The worker's API, pinned (checked by tsc in npm run typecheck; the calls do nothing at run time): what the worker implements, what the facade calls, and the hand-over's wire types.
describe('TelemetryWorkerApi', () => {
  it('is what the worker implements', () => {
    // Its public members only: the class's private fields are no part of the API.
    expectTypeOf<Pick<TelemetryWorker, keyof TelemetryWorker>>().toEqualTypeOf<TelemetryWorkerApi>();
  });

  it('has these methods, each taking one task at most', () => {
    expectTypeOf<keyof TelemetryWorkerApi>().toEqualTypeOf<'start' | 'accept' | 'flush' | 'stats'>();
    expectTypeOf<TelemetryWorkerApi['start']>().toEqualTypeOf<(identity: TelemetryWorkerIdentity) => Promise<void>>();
    expectTypeOf<TelemetryWorkerApi['accept']>().toEqualTypeOf<(batch: StampedBatch) => Promise<number>>();
    expectTypeOf<TelemetryWorkerApi['flush']>().toEqualTypeOf<() => Promise<void>>();
    expectTypeOf<TelemetryWorkerApi['stats']>().toEqualTypeOf<() => Promise<TelemetryWorkerStats>>();
  });

  it('reaches the facade through Comlink, but for accept, which goes by the hand-over protocol', () => {
    expectTypeOf<TelemetryWorkerMethods['start']>().toEqualTypeOf<Remote<TelemetryWorkerApi>['start']>();
    expectTypeOf<TelemetryWorkerMethods['flush']>().toEqualTypeOf<Remote<TelemetryWorkerApi>['flush']>();
    expectTypeOf<TelemetryWorkerMethods['stats']>().toEqualTypeOf<Remote<TelemetryWorkerApi>['stats']>();
    expectTypeOf<TelemetryWorkerMethods['accept']>().toEqualTypeOf<
      (batch: StampedBatch, done: (persisted: boolean) => void) => void
    >();
    expectTypeOf<HandOverMessage['batch']>().toEqualTypeOf<Parameters<TelemetryWorkerApi['accept']>[0]>();
    expectTypeOf<HandOverReplies['replies'][number]>().toEqualTypeOf<{ id: number; ok: boolean }>();
  });
});
