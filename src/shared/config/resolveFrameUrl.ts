import { resolveSitePath } from '../navigation/resolveSitePath';

// The configuration area shows the site in a frame at ?frameUrl=. Only a path of this site is accepted
// (resolveSitePath), and never the configuration area itself, which would nest frames; anything else falls
// back to the site root.
const DEFAULT_FRAME_URL = '/';

export function resolveFrameUrl(raw: unknown): string {
  const path = resolveSitePath(raw);
  if (path === null) return DEFAULT_FRAME_URL;
  const pathname = path.replace(/[?#].*$/, '');
  if (pathname === '/config' || pathname.startsWith('/config/')) return DEFAULT_FRAME_URL;
  return path;
}
