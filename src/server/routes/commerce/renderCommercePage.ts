import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteData } from '../../../shared/siteData/SiteData';
import type { Page } from '../../../shared/siteData/Page';
import type { BlockType } from '../../../shared/blocks/Block';
import type { ClientAssets } from '../../http/readClientManifest';
import { renderPage } from '../../render/renderPage';
import { readCartToken } from './cartCookie';

export interface CommercePage {
  path: string;
  title: string;
  /** Spec visitor-runtime §9: cart 200, checkout 201, order confirmed 202. */
  pageType: number;
  block: Extract<BlockType, 'cart' | 'checkout' | 'order-confirmed'>;
  props: Record<string, unknown>;
}

// The store's own pages: the site's header and footer around one commerce block whose props come from
// the visitor's cart or order. Never cached: they are one visitor's.
export async function renderCommercePage(
  request: FastifyRequest,
  reply: FastifyReply,
  { site, assets }: { site: SiteData; assets: ClientAssets | null },
  { path, title, pageType, block, props }: CommercePage,
  status = 200,
): Promise<FastifyReply> {
  const page: Page = {
    id: `commerce-${block}`,
    path,
    title,
    pageType,
    memberOnly: false,
    showInNavigation: false,
    sections: [{ id: block, type: 'content', blocks: [{ type: block, id: block, data: {} }] }],
  };
  const html = await renderPage({
    site,
    page,
    route: null,
    pathname: path,
    identity: request.identity,
    assets,
    requestProps: { [block]: props },
    hasCart: readCartToken(request) !== undefined,
  });
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
