import type { StampedBatch } from './StampedRecord';

/** Who the worker reports as, for the `drop` records it makes itself. */
export interface TelemetryWorkerIdentity {
  pageId: string;
  sessionId: string;
  pagePath: string;
}

export interface TelemetryWorkerStats {
  accepted: number;
  persistedChunks: number;
  sent: number;
  requests: number;
  bytesSent: number;
  dropped: Record<string, number>;
}

// The Comlink API of src/worker (docs/architecture.md, Contracts: one interface, implemented by the worker,
// wrapped by the facade). Every method is called with the records of one task at most, never one call per record.
export interface TelemetryWorkerApi {
  start(identity: TelemetryWorkerIdentity): Promise<void>;
  /** Resolves with how many were kept once persisted, or, where IndexedDB refuses, once sent or refused. */
  accept(batch: StampedBatch): Promise<number>;
  /** Send what is persisted now instead of waiting for the batching delay (page hidden). */
  flush(): Promise<void>;
  stats(): Promise<TelemetryWorkerStats>;
}
