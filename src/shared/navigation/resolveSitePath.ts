// Every redirect and frame target the site follows (a frameUrl, the logout target, a form's success URL, a
// login return) must be a path on the site's own origin. A raw value is refused unless it is a path
// ('/…'): never another origin, a protocol-relative //host, a backslash (browsers read '/\host' as
// '//host'), a control character (URL parsers strip them, so '/\t/evil' would become '//evil') or a
// javascript: URL. The path is then normalised, and refused again if dot segments made it start with '//'
// ('/.//evil.example' is the path '//evil.example', which a browser follows to another host).
const BASE = 'http://site.invalid';
const MAX_LENGTH = 2048;

/** The normalised path, query and hash of `raw`, or null when it is not a path of this site. */
export function resolveSitePath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- the control characters are what this rule looks for
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return url.pathname + url.search + url.hash;
}
