import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

// The demo site changed by `change`, written to a temporary folder (its images linked), so a store test can
// start a server on it without adding a fixture to the shared sites/ folder.
export function writeStoreVariant(change: (site: Record<string, unknown>) => void): string {
  const site = JSON.parse(readFileSync(path.join(root, 'sites/demo/site.json'), 'utf8')) as Record<string, unknown>;
  change(site);
  const dir = mkdtempSync(path.join(tmpdir(), 'site-store-'));
  symlinkSync(path.join(root, 'sites/demo/images'), path.join(dir, 'images'));
  const file = path.join(dir, 'site.json');
  writeFileSync(file, JSON.stringify(site));
  return file;
}
