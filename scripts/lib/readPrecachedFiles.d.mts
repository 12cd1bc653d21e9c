// Types for scripts/lib/readPrecachedFiles.mjs, which the build runs as plain JavaScript.
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export declare const PRECACHED_ENTRIES: readonly string[];
export declare function readPrecachedFiles(
  manifest: Record<string, ManifestChunk>,
  entries?: readonly string[],
): string[];
