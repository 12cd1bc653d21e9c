import type { FastifyBaseLogger } from 'fastify';

// Ours: a cache that does not answer a purge within this has failed it; the outbox tries again.
const PURGE_TIMEOUT_MS = 2_000;
/** The header of a purge naming which paths to drop (a regular expression), read by docs/varnish/site.vcl. */
export const BAN_URL_HEADER = 'x-ban-url';
/** The same paths, listed (space-separated, percent-encoded), for a relay to a CDN's purge by path. */
export const PURGE_PATHS_HEADER = 'x-purge-paths';
/** Every path of the site. */
export const EVERY_PATH = '^/';
// Ours: past this many paths one ban of the whole site is cheaper for the cache than a long expression.
const MAX_BANNED_PATHS = 64;

/** What a purge drops: these pages (their paths, with any query and a trailing slash), or the whole site. */
export type PurgeTarget = readonly string[] | 'site';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The X-Ban-Url expression of a purge: `^/` for the whole site, else one matching each path as a request
 * names it (percent-encoded, with or without a trailing slash, with any query: a store list's filters are
 * the same page).
 */
export function buildBanPattern(target: PurgeTarget): string {
  if (target === 'site' || target.length > MAX_BANNED_PATHS) return EVERY_PATH;
  const alternatives = target.map((path) => escapeRegExp(encodeURI(path).replace(/\/+$/, '')));
  return `^(?:${alternatives.join('|')})/?(?:\\?.*)?$`;
}

export interface PurgeResult {
  /** How many caches confirmed it. */
  confirmed: number;
  /** Why each of the others did not ("http://cache:6081/: 503"). */
  failures: string[];
}

/**
 * Tells every shared cache in front of the server (HTTP_CACHE_PURGE_URLS) to drop pages: one `PURGE`
 * request each naming the paths in X-Ban-Url, which the VCL turns into a ban, answered 200
 * (docs/scaling.md gives the VCL and a CDN's equivalent). PURGE, not BAN: Node's own HTTP parser, and so a
 * purge relay written on it, knows only the first. Never throws: the outbox (deliverCachePurges) retries
 * what failed.
 */
export async function purgeHttpCache(
  urls: readonly string[],
  target: PurgeTarget,
  log: FastifyBaseLogger,
  reason: string,
): Promise<PurgeResult> {
  const pattern = buildBanPattern(target);
  const headers: Record<string, string> = { [BAN_URL_HEADER]: pattern };
  if (pattern !== EVERY_PATH) headers[PURGE_PATHS_HEADER] = (target as readonly string[]).map(encodeURI).join(' ');
  const failures = (
    await Promise.all(
      urls.map(async (url): Promise<string | null> => {
        try {
          const response = await fetch(url, {
            method: 'PURGE',
            headers,
            signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
          });
          await response.body?.cancel();
          if (response.ok) return null;
          log.warn({ cache: url, status: response.status, reason }, 'shared cache refused the purge');
          return `${url}: ${response.status}`;
        } catch (error) {
          log.warn({ cache: url, err: error, reason }, 'shared cache purge failed');
          const cause = (error as { cause?: { code?: string } }).cause?.code;
          return `${url}: ${cause ?? (error as Error).message}`;
        }
      }),
    )
  ).filter((failure): failure is string => failure !== null);
  const confirmed = urls.length - failures.length;
  log.info({ reason, caches: urls.length, confirmed, banned: pattern }, 'shared caches purged');
  return { confirmed, failures };
}
