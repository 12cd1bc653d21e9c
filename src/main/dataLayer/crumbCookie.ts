import { CRUMB_QUERY_PARAM } from '../../shared/constants/apiPaths';

// The crumb cookie (docs/internals.md, Crumb), set by GET /api/crumb (ensureCrumb); the cookie shares the query
// parameter's name. The last crumb stored is kept in memory too, for browsers that refuse the cookie write.
let storedCrumb: string | null = null;

export function readCrumb(doc: Document): string | null {
  for (const part of doc.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === CRUMB_QUERY_PARAM) {
      const value = decodeURIComponent(part.slice(separator + 1).trim());
      if (value) return value;
    }
  }
  return storedCrumb;
}

// Spec visitor-runtime §8: "crumbFail triggers one retry after storing a new crumb".
export function storeCrumb(doc: Document, crumb: string): void {
  storedCrumb = crumb;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CRUMB_QUERY_PARAM}=${encodeURIComponent(crumb)}; Path=/; SameSite=Lax; Max-Age=${60 * 60 * 24 * 30}${secure}`;
}
