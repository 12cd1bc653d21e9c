// The data layer as blocks see it (spec visitor-runtime §7), implemented in src/main/dataLayer.
export interface DataLayerRequest {
  query?: Record<string, string | number | boolean | undefined>;
  /** A JSON body. */
  body?: unknown;
  /** A form-encoded body instead of JSON. */
  form?: Record<string, string>;
  /** Retries every 200 ms on failure when set (spec §8). */
  retries?: number;
  /** Handle failures in the caller instead of the full-page error panel. */
  handleErrors?: boolean;
  timeoutMs?: number;
  /** Cancels the request (a newer one made it stale); the call then rejects with status 0. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

// Paths as normalizeApiPath reads them. Resolves with the parsed reply (null when empty), rejects with a
// DataLayerError; without handleErrors a failure also shows the error panel (docs/public-api.md).
export interface DataLayerClient {
  get<T = unknown>(path: string, request?: DataLayerRequest): Promise<T>;
  post<T = unknown>(path: string, request?: DataLayerRequest): Promise<T>;
  put<T = unknown>(path: string, request?: DataLayerRequest): Promise<T>;
  delete<T = unknown>(path: string, request?: DataLayerRequest): Promise<T>;
}
