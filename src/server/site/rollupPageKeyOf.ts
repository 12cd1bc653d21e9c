import { COMMERCE_PATHS } from '../../shared/api/commerce/cartPaths';
import { ROUTES } from '../../shared/constants/routes';
import { resolveRoute } from '../../shared/siteData/resolveRoute';
import type { FastifyInstance } from 'fastify';
import type { SiteData } from '../../shared/siteData/SiteData';
import { rollupPagePath } from '../../shared/telemetry/storageLimits';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current site's rollup page key (rollupPageKeyOf); absent on an app without a site. */
    rollupPageKey?: () => Promise<(pagePath: string) => string>;
  }
}

/** Gives the app's telemetry routes the current site's rollup page keys (the owners' published posts too). */
export function useRollupPageKeys(app: FastifyInstance, current: () => Promise<SiteData>): void {
  app.decorate('rollupPageKey', async () => rollupPageKeyOf(await current()));
}

/** The rollup key of every page path that is not one of the site's own. */
export const OTHER_PAGES = '(other)';

// The server's own pages, which are no page of the site file.
const SERVER_PAGES = new Set<string>([
  COMMERCE_PATHS.CART_PAGE,
  COMMERCE_PATHS.CHECKOUT_PAGE,
  COMMERCE_PATHS.ORDER_CONFIRMED_PAGE,
  ROUTES.SEARCH,
]);
// Paths already answered, per site: a page view's path is one of a few dozen, resolved once.
const MAX_REMEMBERED = 4096;
const keyers = new WeakMap<SiteData, (pagePath: string) => string>();

/**
 * The key a record's page path counts under in the hourly rollups: the path of one of the site's own pages
 * (a page, a published item, the server's cart, checkout, order and search pages), else OTHER_PAGES. A
 * client chooses its page path freely, so a key of its own per record made rows without bound (a crafted
 * 9.7 KB batch stored 11.6 MB); the site's pages are a bounded set.
 */
export function rollupPageKeyOf(site: SiteData): (pagePath: string) => string {
  let keyer = keyers.get(site);
  if (keyer) return keyer;
  const known = new Map<string, string>();
  keyer = (pagePath) => {
    const remembered = known.get(pagePath);
    if (remembered !== undefined) return remembered;
    const path = pagePath.replace(/\/+$/, '') || '/';
    const own = SERVER_PAGES.has(path) || (path.length <= 2048 && resolveRoute(site, path) !== null);
    const key = own ? rollupPagePath(path) : OTHER_PAGES;
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(pagePath, key);
    return key;
  };
  keyers.set(site, keyer);
  return keyer;
}
