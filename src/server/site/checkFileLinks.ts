import { statSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../shared/siteData/SiteData';
import { findFileLinks, readFileLink } from '../../shared/links/readFileLink';
import { formatJsonPath } from '../../shared/siteData/formatSiteDataIssues';

// A '/s/' link must name a file of the site's files folder (visitor-runtime §2), or visitors would follow
// it to a 404: one problem per bad link, by its JSON path, for the start-up error.
export function checkFileLinks(site: SiteData, filesDir: string): string[] {
  const problems: string[] = [];
  for (const [jsonPath, href] of findFileLinks(site)) {
    const name = readFileLink(href);
    const where = formatJsonPath(jsonPath);
    if (name === null) {
      problems.push(`${where}: expected a file name without "." or ".." segments, got "${href}"`);
      continue;
    }
    const file = path.join(filesDir, name);
    let isFile = false;
    try {
      isFile = statSync(file).isFile();
    } catch {
      isFile = false;
    }
    if (!isFile) problems.push(`${where}: expected a file of the site's files/ folder, "${name}" is not there`);
  }
  return problems;
}
