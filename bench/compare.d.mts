// Types for bench/compare.mjs, which runs as plain JavaScript.
export interface ComparedField {
  field: string;
  old: number;
  new: number;
  changePercent: number | null;
}
export declare const RESULTS_DIR: string;
export declare function flattenNumbers(
  value: unknown,
  prefix?: string,
  into?: Record<string, number>,
): Record<string, number>;
export declare function compareResults(older: unknown, newer: unknown): ComparedField[];
export declare function formatRows(rows: ComparedField[]): string;
export declare function newestTwo(dir: string): [string, string];
