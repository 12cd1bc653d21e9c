import { API_PATHS } from '../../shared/constants/apiPaths';
import { readCrumb, storeCrumb } from './crumbCookie';

let asking: Promise<string | null> | null = null;

// Pages are the same HTML for every anonymous visitor and set no cookie (docs/scaling.md), so a visitor's
// first call that needs the crumb asks the server for it once (GET /api/crumb sets the cookie and answers
// it); calls made meanwhile share that request. Without an answer the call goes without, and the server's
// crumbFail reply supplies one (spec visitor-runtime §8).
export function ensureCrumb(doc: Document): Promise<string | null> {
  const crumb = readCrumb(doc);
  if (crumb) return Promise.resolve(crumb);
  asking ??= fetch(API_PATHS.CRUMB, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<{ crumb?: unknown }>) : null))
    .then((reply) => {
      if (typeof reply?.crumb !== 'string') return null;
      storeCrumb(doc, reply.crumb);
      return reply.crumb;
    })
    .catch(() => null)
    .finally(() => {
      asking = null;
    });
  return asking;
}
