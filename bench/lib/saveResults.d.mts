// Types for bench/lib/saveResults.mjs, which scripts/bench.mjs runs as plain JavaScript.
export declare function resultFileName(isoDate: string, names: string[]): string;
export declare function saveResults(dir: string, results: { date: string }, names: string[]): string;
