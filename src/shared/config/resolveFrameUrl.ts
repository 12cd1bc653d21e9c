// The configuration area shows the site in a frame at ?frameUrl=. Only a path of this site is accepted
// (never another origin, a protocol-relative //host, a backslash trick or a javascript: URL), and never
// the configuration area itself, which would nest frames; anything else falls back to the site root.
export const DEFAULT_FRAME_URL = '/';

const BASE = 'http://site.invalid';

export function resolveFrameUrl(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return DEFAULT_FRAME_URL;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return DEFAULT_FRAME_URL;
  // Control characters are stripped by URL parsers, which could turn "/\t/evil" into "//evil".
  // eslint-disable-next-line no-control-regex -- the control characters are what this rule looks for
  if (/[\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_FRAME_URL;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return DEFAULT_FRAME_URL;
  }
  if (url.origin !== BASE) return DEFAULT_FRAME_URL;
  if (url.pathname === '/config' || url.pathname.startsWith('/config/')) return DEFAULT_FRAME_URL;
  return url.pathname + url.search + url.hash;
}
