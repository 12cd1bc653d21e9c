// Types for scripts/measureFacade.mjs, which check-budgets and the bench run as plain JavaScript.
export declare const FACADE_GZIP_BYTES_AT_MOST: number;
export declare function measureFacade(
  root: string,
): Promise<{ facadeGzipBytes: number; workerConnectionGzipBytes: number; facadeCode: string }>;
