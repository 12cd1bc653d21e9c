import type { FastifyPluginAsync } from 'fastify';
import { classifyInternalLink } from '../../../shared/links/classifyInternalLink';
import { findCollectionPanelPath } from '../../../shared/links/findCollectionPanelPath';
import type { SiteData } from '../../../shared/siteData/SiteData';
import { resolveRoute } from '../../../shared/siteData/resolveRoute';
import type { ClientAssets } from '../../http/readClientManifest';
import { decidePageCaching, PRIVATE_PAGE_CACHE_CONTROL } from '../../http/cache/pageCaching';
import { sendPublicPage, tagPage } from '../../http/cache/sendPublicPage';
import { RenderCache } from '../../render/RenderCache';
import { siteOrigin } from '../../http/publicUrl';
import { renderPage, type RenderInput } from '../../render/renderPage';
import { findErrorPage, findNotFoundPage } from '../../render/fallbackPages';
import { readCartToken } from '../commerce/cartCookie';
import { withLiveProduct, withLiveStock } from '../../commerce/withLiveStock';
import { listShownProductIds } from '../../commerce/listShownProductIds';
import { FORM_SUBMITTED_PARAM, type PostedFormState } from '../../../shared/forms/PostedForm';
import type { ProductReviewsSummary } from '../../../shared/reviews/ReviewForm';
import type { LiveSite } from '../../site/LiveSite';

interface PagesOptions {
  site: SiteData;
  assets: ClientAssets | null;
  /** The renderer; passed in so a test can make it fail. */
  render?: typeof renderPage;
  /** Live stock by SKU of these products' variants, shown instead of the site file's figures. */
  readStock?: (productIds: ReadonlySet<string>) => Promise<ReadonlyMap<string, number>>;
  /** A product's approved reviews, shown on its product page. */
  readReviews?: (productId: string) => Promise<ProductReviewsSummary>;
  /** The current site: the file with what owners changed (published posts, cloned and deleted collections). */
  live?: LiveSite;
  /**
   * The site's versions (readSiteVersions), read once per anonymous request: the render cache serves a page
   * rendered from the same ones. Without it (tests of the renderer), every page is rendered.
   */
  readVersions?: () => Promise<string>;
}

// A rendered page serves from the render cache for at most the time shared caches keep it (s-maxage).
const RENDER_CACHE_MAX_AGE_MS = 300_000;

// Back from a form posted without JavaScript and stored (POST /api/form/post): that block shows it as sent.
function readSubmittedForm(url: URL): RenderInput['requestProps'] {
  const blockId = url.searchParams.get(FORM_SUBMITTED_PARAM);
  return blockId ? { [blockId]: { posted: { kind: 'submitted' } satisfies PostedFormState } } : undefined;
}

// Every path that is not an API or an asset is a page of the site.
export const pagesRoutes: FastifyPluginAsync<PagesOptions> = async (
  app,
  { site: fileSite, assets, render = renderPage, readStock, readReviews, live, readVersions },
) => {
  const cache = new RenderCache(RENDER_CACHE_MAX_AGE_MS);
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.startsWith('/api/')) return reply.code(404).send({ error: 'Not found' });
    // Only pages every anonymous visitor gets alike are kept, so only such a request may be answered from
    // the cache: a kept page was public when rendered, and any change to what decides that (a page made
    // member-only) moves the versions.
    const framed = request.headers['sec-fetch-dest'] === 'iframe';
    const anonymous = !request.identity.account && !request.identity.member && !framed;
    const cacheKey = url.pathname + url.search;
    const versions = anonymous && readVersions ? await readVersions() : null;
    const cached = versions === null ? undefined : cache.find(cacheKey, versions);
    if (cached) return sendPublicPage(request, reply, cached, cache);
    // No Set-Cookie and nothing of the visitor's in an anonymous page (docs/scaling.md): the crumb comes
    // from /api/crumb when the page's script first needs it, the cart count from the cart's own request.
    void reply.type('text/html; charset=utf-8');
    const loadedSite = live ? (await live.current()).site : fileSite;
    const found = resolveRoute(loadedSite, url.pathname);
    // Spec visitor-runtime §2: '/pages/{24-char id}' links open the collection they name.
    const panel = found ? null : classifyInternalLink(url.pathname);
    const panelPath = panel?.kind === 'collection-panel' ? findCollectionPanelPath(loadedSite, panel.id!) : null;
    if (panelPath) return reply.redirect(panelPath + url.search, 302);
    const page = found?.page ?? findNotFoundPage(loadedSite);
    const caching = decidePageCaching({ identity: request.identity, memberOnly: page.memberOnly, framed });
    // Live stock of the products this page shows, read in one query: none at all for a page without any.
    const shown = readStock ? listShownProductIds(loadedSite, page, found) : new Set<string>();
    const site = shown.size > 0 ? withLiveStock(loadedSite, await readStock!(shown)) : loadedSite;
    const route = withLiveProduct(found, site);
    const product = route?.kind === 'item' ? route.product : null;
    const productReviews = product && readReviews ? await readReviews(product.id) : undefined;
    const input = {
      site,
      route,
      pathname: url.pathname,
      search: url.search,
      identity: request.identity,
      assets,
      // Only an owner's or member's page may know the visitor's cart; the others start its sync from the
      // cart marker cookie (startCommerce).
      hasCart: caching === 'private' && readCartToken(request) !== undefined,
      framed,
      requestProps: readSubmittedForm(url),
      productReviews,
      origin: siteOrigin(request, site),
    };
    try {
      const html = await render({ ...input, page });
      const status = route ? 200 : 404;
      if (caching === 'private')
        return reply.code(status).header('cache-control', PRIVATE_PAGE_CACHE_CONTROL).send(html);
      const rendered = { status, html, etag: tagPage(html), versions: versions ?? '' };
      // Kept under the versions read before the site and stock were: a change landing meanwhile is newer
      // than that label, so the next request renders again rather than serving it stale.
      // Not-found pages are not kept: requests for made-up paths would push the site's pages out.
      const kept =
        versions === null || status !== 200
          ? { ...rendered, key: cacheKey, renderedAt: 0, encoded: new Map() }
          : cache.keep(cacheKey, rendered);
      return sendPublicPage(request, reply, kept, cache);
    } catch (error) {
      request.log.error({ err: error, path: url.pathname }, 'page render failed');
      // A failure is never kept: the next request renders again.
      return reply
        .code(500)
        .header('cache-control', 'no-store')
        .send(await renderErrorPage(input));
    }
  });

  async function renderErrorPage(input: Omit<RenderInput, 'page'>): Promise<string> {
    try {
      return await render({ ...input, route: null, page: findErrorPage(input.site) });
    } catch {
      // The site's own error page failed too: the built-in one has only static blocks.
      return renderPage({ ...input, route: null, page: findErrorPage(input.site, true) });
    }
  }
};
