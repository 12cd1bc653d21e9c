import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { retireAssets } from '../../../scripts/lib/retireAssets.mjs';

const HASHED = /^(.+)-([A-Za-z0-9_-]{8})\.(js|css)$/;
// Every deploy of this test file lives here, until removeDeploys().
let deploysDir: string | null = null;

export function removeDeploys(): void {
  if (deploysDir) rmSync(deploysDir, { recursive: true, force: true });
  deploysDir = null;
}

// The client build as the next deploy brings it, made from dist/client without building again: every hashed
// file has a new name (and every reference to it, the service worker's precache list and the Vite manifest
// among them, names the new one), and the service worker's bytes differ, so browsers install it. Only the
// new files are there, as on a host that drops a deploy's assets with it, so a page loaded before the
// deploy finds none of the chunks it has not loaded yet. With `keep` (an earlier deploy's directory), its
// files stay beside the new ones and are retired as `npm run build` over an existing dist/ does
// (scripts/lib/retireAssets.mjs). Returns a directory to start the server with as DIST_DIR (it holds only
// client/; the server's own code is the same).
export function makeNextDeploy(distDir: string, version: string, { keep }: { keep?: string } = {}): string {
  const builtSince = Date.now() - 50;
  deploysDir ??= mkdtempSync(path.join(tmpdir(), 'site-deploys-'));
  const target = mkdtempSync(path.join(deploysDir, `${version}-`));
  const client = path.join(target, 'client');
  cpSync(path.join(distDir, 'client'), client, { recursive: true });
  const assets = path.join(client, 'assets');
  // Source maps are not served to visitors, and the precompressed copies would hold the old names.
  for (const name of readdirSync(assets)) if (/\.(map|br|gz)$/.test(name)) rmSync(path.join(assets, name));
  rmSync(path.join(client, 'sw.js.br'), { force: true });
  rmSync(path.join(client, 'sw.js.gz'), { force: true });

  const renames = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    const match = HASHED.exec(name);
    if (!match) continue;
    const [, stem, hash, extension] = match;
    const renamed = `${stem}-${(version + hash).slice(0, 8)}.${extension}`;
    if (renamed === name) throw new Error(`Deploy ${version}: ${name} would keep its name`);
    renames.set(name, renamed);
  }
  const rewrite = (file: string) => {
    let text = readFileSync(file, 'utf8');
    for (const [from, to] of renames) text = text.replaceAll(from, to);
    writeFileSync(file, text);
  };
  for (const name of readdirSync(assets)) rewrite(path.join(assets, name));
  rewrite(path.join(client, '.vite', 'manifest.json'));
  rewrite(path.join(client, 'sw.js'));
  writeFileSync(
    path.join(client, 'sw.js'),
    `${readFileSync(path.join(client, 'sw.js'), 'utf8')}\n// deploy ${version}\n`,
  );
  for (const [from, to] of renames) renameSync(path.join(assets, from), path.join(assets, to));
  if (keep) {
    const earlier = path.join(keep, 'client', 'assets');
    for (const name of readdirSync(earlier)) {
      if (!existsSync(path.join(assets, name)))
        cpSync(path.join(earlier, name), path.join(assets, name), { preserveTimestamps: true });
    }
    retireAssets({ clientDir: client, builtSince });
  }
  return target;
}
