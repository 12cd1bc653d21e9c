import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/ConfigError';

export interface ClientAssets {
  dir: string;
  entryScript: string;
  stylesheet: string;
  modulePreloads: string[];
}

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

// The Vite manifest names the hashed files the pages link to.
export function readClientManifest(clientDir: string): ClientAssets {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new ConfigError(`No client build at ${clientDir}: run npm run build (or set DIST_DIR)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['src/main/index.ts'];
  const style = manifest['src/ui/styles/site.css'];
  if (!entry || !style) throw new Error(`The client manifest ${manifestFile} lacks the main entry or the stylesheet`);
  return {
    dir: clientDir,
    entryScript: `/${entry.file}`,
    stylesheet: `/${style.file}`,
    modulePreloads: (entry.imports ?? []).map((key) => `/${manifest[key]?.file ?? key}`),
  };
}
