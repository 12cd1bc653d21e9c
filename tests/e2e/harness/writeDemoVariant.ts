import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeSiteFile } from './writeSiteFile';

const root = path.resolve(import.meta.dirname, '../../..');

/** The parts of the demo site's data that variants change most; `S` names others a test reaches into. */
export type DemoSiteJson = Record<string, unknown> & {
  website: Record<string, unknown>;
  websiteSettings: Record<string, unknown>;
  pages: Record<string, unknown>[];
};

/** The demo site changed by `change`, written by writeSiteFile; returns the site file. */
export function writeDemoVariant<S = DemoSiteJson>(change: (site: S) => void): string {
  const site = JSON.parse(readFileSync(path.join(root, 'sites/showcase/site.json'), 'utf8')) as S;
  change(site);
  return writeSiteFile(site);
}
