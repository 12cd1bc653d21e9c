import { API_ROOTS } from '../constants/apiPaths';

// Spec visitor-runtime §7: the data layer's API roots are /api/ and /api/rest/. The rule for a path:
// - '/api/…' is used as given ('/api/rest/orders', '/api/form/FormSubmissionKey');
// - anything else is relative to /api/, with or without a leading slash or 'api/':
//   'rest/orders', '/rest/orders' and 'api/rest/orders' all become '/api/rest/orders';
// - a full URL ('https://…', '//…') or a '.'/'..' segment is refused: every call goes to the site's own
//   origin (spec: "secure calls go to the site's own https domain"), so the crumb and the visitor's
//   cookies never leave it.
// A query string in the path is kept.
export function normalizeApiPath(path: string): string {
  if (typeof path !== 'string' || path.trim() === '') {
    throw new TypeError(
      'Data layer path: expected a non-empty string such as "rest/orders" or "/api/form/FormSubmissionKey"',
    );
  }
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) {
    throw new TypeError(
      `Data layer path: expected a path under ${API_ROOTS.join(' or ')}, not a full URL (got "${path}")`,
    );
  }
  const [pathname = '', ...rest] = path.split('?');
  const query = rest.length > 0 ? `?${rest.join('?')}` : '';
  const segments = pathname.replace(/^\/+/, '').split('/');
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw new TypeError(`Data layer path: "." and ".." segments are not allowed (got "${path}")`);
  }
  const relative = segments[0] === 'api' ? segments.slice(1) : segments;
  return `${API_ROOTS[0]}${relative.join('/')}${query}`;
}
