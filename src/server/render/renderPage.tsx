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
import { CollectionItemView, CollectionView } from '../../ui/collections/CollectionView';
import type { ClientAssets } from '../http/readClientManifest';
import type { RequestIdentity } from '../http/identity';
import { buildPageContext } from './buildPageContext';
import { Document } from './Document';
import { MemberGate } from '../../ui/owner/MemberGate';
import { restrictRoute } from '../../shared/owner/restrictRoute';
import { selectVisibleSections } from '../../shared/owner/selectVisibleSections';

const loadedComponents = new Map<BlockType, BlockComponent>();

async function loadComponents(page: Page): Promise<Record<string, BlockComponent>> {
  const types = new Set(page.sections.flatMap((s) => s.blocks.map((b) => b.type)));
  const components: Record<string, BlockComponent> = {};
  await Promise.all(
    [...types].map(async (type) => {
      let component = loadedComponents.get(type);
      if (!component) {
        component = (await catalog[type].load()).default;
        loadedComponents.set(type, component);
      }
      components[type] = component;
    }),
  );
  return components;
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
}: RenderInput): Promise<string> {
  const isMember = identity.member !== null;
  const route = requested && restrictRoute(requested, isMember);
  const components = await loadComponents(page);
  const pageContext = buildPageContext(site, page, route, identity, pathname);
  const blockProps: Record<string, Record<string, unknown>> = {};
  for (const block of page.sections.flatMap((s) => s.blocks))
    blockProps[block.id] = { ...resolveBlockProps(block, { site, page }), ...requestProps?.[block.id] };
  const islandProps: Record<string, Record<string, unknown>> = {};
  const title =
    route?.kind === 'item' ? `${route.item.title} — ${site.website.title}` : `${page.title} — ${site.website.title}`;
  const body = (
    <BlockRuntimeProvider runtime={createServerRuntime(pageContext)}>
      <SiteHeader
        title={site.website.title}
        navigation={site.navigation}
        currentPath={pathname}
        showCart={site.products.length > 0 && { hasCart }}
      />
      <main id="main" className="site-main">
        {route?.kind === 'item' ? (
          <CollectionItemView item={route.item} site={site} page={page} islandProps={islandProps} />
        ) : (
          <>
            <MemberGate memberOnly={page.memberOnly} member={identity.member} />
            <SectionList
              sections={selectVisibleSections(page.sections, page.memberOnly, isMember)}
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
    </BlockRuntimeProvider>
  );
  // Islands register their props while the body renders, so render the body first.
  const bodyHtml = renderToString(body);
  const html = renderToString(
    <Document
      title={title}
      description={page.description}
      locale={site.website.locale}
      pageContext={pageContext}
      islandProps={islandProps}
      assets={assets}
      bodyClass={`page-type-${pageContext.pageType}`}
      socialPixel={
        site.websiteSettings.socialAdPixel.pixelId
          ? {
              pixelId: site.websiteSettings.socialAdPixel.pixelId,
              scriptUrl: site.websiteSettings.socialAdPixel.scriptUrl,
            }
          : null
      }
    >
      <div id="site-root" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </Document>,
  );
  return `<!doctype html>${html}`;
}
