import type { FastifyBaseLogger } from 'fastify';

// Ours: a cache that does not answer a purge within this is reported, and the next change purges again.
const PURGE_TIMEOUT_MS = 2_000;
/** The header of a purge naming which paths to drop (a regular expression), read by docs/varnish/site.vcl. */
export const BAN_URL_HEADER = 'x-ban-url';
/** Every path of the site. */
export const EVERY_PATH = '^/';

/**
 * Tells every shared cache in front of the server (HTTP_CACHE_PURGE_URLS) to drop the site's pages: one
 * `PURGE` request each naming the paths in X-Ban-Url, which the VCL turns into a ban, answered 200
 * (docs/scaling.md gives the VCL and a CDN's equivalent). PURGE, not BAN: Node's own HTTP parser, and so a
 * purge relay written on it, knows only the first.
 * Answers how many caches confirmed; a failure is logged, never thrown: the pages it leaves expire at
 * s-maxage.
 */
export async function purgeHttpCache(urls: readonly string[], log: FastifyBaseLogger, reason: string): Promise<number> {
  const results = await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url, {
          method: 'PURGE',
          headers: { [BAN_URL_HEADER]: EVERY_PATH },
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.ok) return true;
        log.warn({ cache: url, status: response.status, reason }, 'shared cache refused the purge');
      } catch (error) {
        log.warn({ cache: url, err: error, reason }, 'shared cache purge failed');
      }
      return false;
    }),
  );
  const confirmed = results.filter(Boolean).length;
  log.info({ reason, caches: urls.length, confirmed }, 'shared caches purged');
  return confirmed;
}
