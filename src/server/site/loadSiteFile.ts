import { readFile } from 'node:fs/promises';
import { SiteData } from '../../shared/siteData/SiteData';
import { formatSiteDataIssues } from '../../shared/siteData/formatSiteDataIssues';

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
  return result.data;
}
