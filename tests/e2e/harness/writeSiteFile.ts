import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Writes site data to a temporary folder beside a link to the demo site's images and returns the site file,
 * so a test can start a server on its own site without adding a fixture to the shared sites/ folder. Files
 * the site serves from its folder (files/) may be written beside it.
 */
export function writeSiteFile(site: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
  symlinkSync(path.join(root, 'sites/showcase/images'), path.join(dir, 'images'));
  const file = path.join(dir, 'site.json');
  writeFileSync(file, JSON.stringify(site));
  return file;
}
