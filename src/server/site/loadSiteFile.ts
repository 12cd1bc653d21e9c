import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SiteData } from '../../shared/siteData/SiteData';
import { formatSiteDataIssues } from '../../shared/siteData/formatSiteDataIssues';
import { checkFileLinks } from './checkFileLinks';

export class SiteDataError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`The site data file ${file} is not valid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'SiteDataError';
  }
}

// Read and validate the site data file; every problem is named by its JSON path.
export async function loadSiteFile(file: string): Promise<SiteData> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SiteDataError(file, [
      `$: cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    ]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SiteDataError(file, [`$: expected JSON (${(error as Error).message})`]);
  }
  const result = SiteData.safeParse(json);
  if (!result.success) throw new SiteDataError(file, formatSiteDataIssues(result.error));
  // File links ('/s/…') name files of the files/ folder beside the site file.
  const fileProblems = checkFileLinks(result.data, path.join(path.dirname(file), 'files'));
  if (fileProblems.length > 0) throw new SiteDataError(file, fileProblems);
  return result.data;
}
