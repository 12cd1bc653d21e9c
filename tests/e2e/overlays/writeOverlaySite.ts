import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

type SiteJson = Record<string, unknown> & { websiteSettings: Record<string, unknown>; pages: unknown[] };

// The demo site changed by `change`, written to a temporary folder (its images linked), so a test can start a
// server on it without adding a fixture to the shared sites/ folder.
export function writeOverlaySite(change: (site: SiteJson) => void): string {
  const site = JSON.parse(readFileSync(path.join(root, 'sites/demo/site.json'), 'utf8')) as SiteJson;
  change(site);
  const dir = mkdtempSync(path.join(tmpdir(), 'site-overlays-'));
  symlinkSync(path.join(root, 'sites/demo/images'), path.join(dir, 'images'));
  const file = path.join(dir, 'site.json');
  writeFileSync(file, JSON.stringify(site));
  return file;
}
