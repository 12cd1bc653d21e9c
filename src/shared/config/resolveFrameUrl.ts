import { resolveSitePath } from '../navigation/resolveSitePath';

// The configuration area's ?frameUrl=: a path of this site, never the area itself (frames would nest).
const DEFAULT_FRAME_URL = '/';

export function resolveFrameUrl(raw: unknown): string {
  const path = resolveSitePath(raw);
  if (path === null) return DEFAULT_FRAME_URL;
  const pathname = path.replace(/[?#].*$/, '');
  if (pathname === '/config' || pathname.startsWith('/config/')) return DEFAULT_FRAME_URL;
  return path;
}
