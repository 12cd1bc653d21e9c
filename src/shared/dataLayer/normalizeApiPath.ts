import { API_ROOTS } from '../constants/apiPaths';

// Spec visitor-runtime §7: '/api/…' as given, anything else relative to /api/ ('rest/orders', '/rest/orders'
// and 'api/rest/orders' are all '/api/rest/orders'). A full URL or a '.'/'..' segment is refused: calls go to
// the site's own origin, so the crumb and cookies never leave it.
export function normalizeApiPath(path: string): string {
  if (typeof path !== 'string' || path.trim() === '')
    throw new TypeError(
      'Data layer path: expected a non-empty string such as "rest/orders" or "/api/form/FormSubmissionKey"',
    );
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path))
    throw new TypeError(
      `Data layer path: expected a path under ${API_ROOTS.join(' or ')}, not a full URL (got "${path}")`,
    );
  const [pathname = '', ...rest] = path.split('?');
  const query = rest.length > 0 ? `?${rest.join('?')}` : '';
  const segments = pathname.replace(/^\/+/, '').split('/');
  if (segments.some((segment) => segment === '.' || segment === '..'))
    throw new TypeError(`Data layer path: "." and ".." segments are not allowed (got "${path}")`);
  const relative = segments[0] === 'api' ? segments.slice(1) : segments;
  return `${API_ROOTS[0]}${relative.join('/')}${query}`;
}
