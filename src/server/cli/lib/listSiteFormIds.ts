import { loadSiteFile } from '../../site/loadSiteFile';

// The form ids the site file's forms and newsletter sign-ups store their submissions under, for a command
// asked for a form that has none; null when the site file cannot be read (the command still answers).
export async function listSiteFormIds(siteFile: string): Promise<string[] | null> {
  try {
    const site = await loadSiteFile(siteFile);
    const ids = new Set<string>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) {
          if (key === 'formId' && typeof item === 'string') ids.add(item);
          else visit(item);
        }
    };
    visit(site.pages);
    visit(site.websiteSettings);
    return [...ids].sort();
  } catch {
    return null;
  }
}
