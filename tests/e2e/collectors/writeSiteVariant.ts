import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

// The demo site with other cookie settings, written to a temporary folder (its images linked), so a test
// can start a server on it without adding a fixture to the shared sites/ folder.
export function writeSiteVariant(cookieSettings: Record<string, unknown>): string {
  const site = JSON.parse(readFileSync(path.join(root, 'sites/demo/site.json'), 'utf8')) as Record<string, unknown>;
  site.cookieSettings = cookieSettings;
  const dir = mkdtempSync(path.join(tmpdir(), 'site-collectors-'));
  symlinkSync(path.join(root, 'sites/demo/images'), path.join(dir, 'images'));
  const file = path.join(dir, 'site.json');
  writeFileSync(file, JSON.stringify(site));
  return file;
}
