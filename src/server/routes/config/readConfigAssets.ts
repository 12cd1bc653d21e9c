import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestChunk } from '../../http/readClientManifest';

const CONFIG_ENTRY = 'src/main/config/index.ts';

export interface ConfigAssets {
  script: string;
  stylesheets: string[];
}

// The configuration area's entry in the Vite manifest: its script and the CSS Vite split out of it.
// Null when the build has no such entry, so the pages still render (without script) and say why in the log.
export function readConfigAssets(clientDir: string): ConfigAssets | null {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CONFIG_ENTRY];
  if (!entry) return null;
  return { script: `/${entry.file}`, stylesheets: (entry.css ?? []).map((file) => `/${file}`) };
}
