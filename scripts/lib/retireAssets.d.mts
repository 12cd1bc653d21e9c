// Types for scripts/lib/retireAssets.mjs, which the build runs as plain JavaScript.
export declare const RETAIN_RETIRED_ASSETS_DAYS: number;
export declare function retiredLedgerFile(clientDir: string): string;
export declare function readRetiredLedger(clientDir: string): Record<string, number>;
export declare function writtenSince(assetsDir: string, since: number): string[];
export declare function retireAssets(options: {
  clientDir: string;
  builtSince: number;
  now?: number;
  retainDays?: number;
}): { current: string[]; kept: string[]; removed: string[] };
