import { renderToString } from 'react-dom/server';
import type { SiteData } from '../../shared/siteData/SiteData';
import type { Page } from '../../shared/siteData/Page';
import type { Route } from '../../shared/siteData/resolveRoute';
import type { BlockType } from '../../shared/blocks/Block';
import { catalog, type BlockComponent } from '../../ui/blocks/catalog';
import { resolveBlockProps } from '../../ui/blocks/resolvers';
import { BlockRuntimeProvider } from '../../ui/runtime/BlockRuntime';
import { createServerRuntime } from '../../ui/runtime/createServerRuntime';
import { SectionList } from '../../ui/layout/SectionList';
import { SiteHeader } from '../../ui/layout/SiteHeader';
import { SiteFooter } from '../../ui/layout/SiteFooter';
import { AnnouncementBarDropzone } from '../../ui/siteChrome/AnnouncementBarDropzone';
import { MobileInfoBar } from '../../ui/siteChrome/MobileInfoBar';
import { SiteBadge } from '../../ui/siteChrome/SiteBadge';
import { buildCommentCountScriptUrl } from '../../shared/comments/buildCommentCountScriptUrl';
import { CollectionItemView, CollectionView } from '../../ui/collections/CollectionView';
import type { ClientAssets } from '../http/readClientManifest';
import type { RequestIdentity } from '../http/identity';
import { buildPageContext } from './buildPageContext';
import { Document } from './Document';
import { AnnouncementBar } from '../../ui/owner/AnnouncementBar';
import { buildConfigUrl } from '../../shared/owner/buildConfigUrl';
import { MemberGate } from '../../ui/owner/MemberGate';
import { restrictRoute } from '../../shared/owner/restrictRoute';
import { selectVisibleSections } from '../../shared/owner/selectVisibleSections';
import type { ProductReviewsSummary } from '../../shared/reviews/ReviewForm';
import { renderPageFeatures } from './renderPageFeatures';
import { findLikelyLcpBlock } from '../../shared/images/findLikelyLcpBlock';
import { buildSeoHead } from '../seo/buildSeoHead';
import { resolveSiteFonts } from '../fonts/resolveSiteFonts';

const loadedComponents = new Map<BlockType, BlockComponent>();

async function loadComponent(type: BlockType): Promise<BlockComponent> {
  if (!loadedComponents.has(type)) loadedComponents.set(type, (await catalog[type].load()).default);
  return loadedComponents.get(type)!;
}

async function loadComponents(page: Page): Promise<Record<string, BlockComponent>> {
  const types = new Set(page.sections.flatMap((s) => s.blocks.map((b) => b.type)));
  const entries = await Promise.all([...types].map(async (type) => [type, await loadComponent(type)] as const));
  return Object.fromEntries(entries);
}

export interface RenderInput {
  site: SiteData;
  page: Page;
  route: Route | null;
  pathname: string;
  identity: RequestIdentity;
  assets: ClientAssets | null;
  /** Props of the page's blocks that come from the request (a visitor's cart or order), by block id. */
  requestProps?: Record<string, Record<string, unknown>>;
  /** The visitor sent a cart cookie: the header's cart indicator syncs with the server. */
  hasCart?: boolean;
  /** The query string of the request (with its `?`), for links back to this page. */
  search?: string;
  /** The page is loaded in a frame (Sec-Fetch-Dest: iframe): the configuration area's preview draws its own chrome. */
  framed?: boolean;
  /** A product page's approved reviews (average, count, the reviews); also its JSON-LD aggregateRating. */
  productReviews?: ProductReviewsSummary | undefined;
  /** The origin visitors use (siteOrigin: PUBLIC_URL, else the site's baseUrl), for canonical and preview URLs. */
  origin?: string;
}

// Complete HTML from the site data: the page reads and looks right before any script runs.
export async function renderPage({
  site,
  page,
  route: requested,
  pathname,
  identity,
  assets,
  requestProps,
  hasCart = false,
  search = '',
  framed = false,
  productReviews,
  origin = new URL(site.website.baseUrl).origin,
}: RenderInput): Promise<string> {
  const isMember = identity.member !== null;
  const route = requested && restrictRoute(requested, isMember);
  const components = await loadComponents(page);
  // A store item's page shows its product as a product block, loaded as every block is.
  const productBlock = route?.kind === 'item' && route.item.productId ? await loadComponent('product') : undefined;
  // The header's cart label is written in the browser by a lazily loaded chunk (startCartIndicator); the
  // server loads the same module the same way, so it stays that chunk of its own in both builds.
  const cartLabel =
    site.products.length > 0
      ? (await import('../../shared/commerce/cartIndicator')).formatCartIndicatorName(0, site.website.locale)
      : '';
  const pageContext = buildPageContext(site, page, route, identity, pathname);
  const blockProps: Record<string, Record<string, unknown>> = {};
  const visibleSections = selectVisibleSections(page.sections, page.memberOnly, isMember);
  const lcpBlockId = route?.kind === 'item' ? null : findLikelyLcpBlock(visibleSections.flatMap((s) => s.blocks));
  for (const block of page.sections.flatMap((s) => s.blocks))
    blockProps[block.id] = { ...resolveBlockProps(block, { site, page, isMember }), ...requestProps?.[block.id] };
  // The page's likely largest paint is fetched first and never lazily (spec visitor-runtime §9).
  if (lcpBlockId) blockProps[lcpBlockId] = { ...blockProps[lcpBlockId], priority: true };
  const islandProps: Record<string, Record<string, unknown>> = {};
  const title = `${route?.kind === 'item' ? route.item.title : page.title} — ${site.website.title}`;
  // Only a blog's list shows comment counts; other pages never ask Disqus for anything.
  const commentCountScript =
    route?.kind === 'page' && route.collection?.type === 'blog'
      ? buildCommentCountScriptUrl(site.websiteSettings)
      : null;
  const body = (
    <BlockRuntimeProvider runtime={createServerRuntime(pageContext)}>
      {pageContext.showAnnouncementBar && identity.account && !framed ? (
        // In the flow above the header, rendered here so that it takes its room before the first paint: it
        // never covers the site's header and nothing moves when the owner runtime takes it over.
        <div className="owner-announcement-root">
          <AnnouncementBar displayName={identity.account.displayName} configUrl={buildConfigUrl(pathname, search)} />
        </div>
      ) : null}
      <AnnouncementBarDropzone
        bar={site.websiteSettings.announcementBar}
        cookieBannerHere={
          site.cookieSettings.isCookieBannerEnabled && site.cookieSettings.cookieBannerInAnnouncementBar === true
        }
      />
      <SiteHeader
        title={site.website.title}
        navigation={site.navigation}
        currentPath={pathname}
        showCart={site.products.length > 0 && { hasCart, label: cartLabel }}
      />
      <main id="main" className="site-main">
        {route?.kind === 'item' ? (
          <CollectionItemView
            item={route.item}
            site={site}
            page={page}
            islandProps={islandProps}
            productReviews={productReviews}
            productBlock={productBlock}
          />
        ) : (
          <>
            <MemberGate memberOnly={page.memberOnly} member={identity.member} />
            <SectionList
              sections={visibleSections}
              components={components}
              islandProps={islandProps}
              blockProps={blockProps}
            />
            {route?.kind === 'page' && route.collection ? (
              <CollectionView collection={route.collection} basePath={page.path} site={site} />
            ) : null}
          </>
        )}
      </main>
      <SiteFooter title={site.website.title} navigation={site.navigation} />
      <SiteBadge type={site.websiteSettings.badgeType} />
      <MobileInfoBar settings={site.websiteSettings} />
      {commentCountScript ? <script async id="dsq-count-scr" src={commentCountScript} /> : null}
    </BlockRuntimeProvider>
  );
  // Islands register their props while the body renders, so render the body first.
  const bodyHtml = renderToString(body);
  const fonts = resolveSiteFonts(site);
  const html = renderToString(
    <Document
      title={title}
      seo={buildSeoHead({ site, page, route, origin, search, productReviews })}
      locale={site.website.locale}
      pageContext={pageContext}
      islandProps={islandProps}
      assets={assets}
      bodyClass={`page-type-${pageContext.pageType}`}
      socialPixel={site.websiteSettings.socialAdPixel}
      fonts={fonts}
    >
      <div
        id="site-root"
        dangerouslySetInnerHTML={{ __html: bodyHtml + renderPageFeatures(site, page, bodyHtml, fonts) }}
      />
    </Document>,
  );
  return `<!doctype html>${html}`;
}
