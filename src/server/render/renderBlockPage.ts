import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteData } from '../../shared/siteData/SiteData';
import type { Page } from '../../shared/siteData/Page';
import type { BlockType } from '../../shared/blocks/Block';
import type { ClientAssets } from '../http/readClientManifest';
import { readCartToken } from '../routes/commerce/cartCookie';
import { siteOrigin } from '../http/publicUrl';
import { renderPage } from './renderPage';
import type { LiveSite } from '../site/LiveSite';

interface BlockPage {
  path: string;
  title: string;
  /** Spec visitor-runtime §9: cart 200, checkout 201, order confirmed 202; search 102; ours above. */
  pageType: number;
  block: BlockType;
  props: Record<string, unknown>;
}

// A page the server makes (the store's cart, checkout and order pages, search, product reviews): the site's
// header and footer around one block whose props come from the request (the visitor's cart or order, the
// query). Never cached: its content is this request's. With `live`, the header and footer are the current
// site's: owner content changes applied, so a deleted collection's navigation link is gone here too.
export async function renderBlockPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { site: fileSite, assets, live }: { site: SiteData; assets: ClientAssets | null; live?: LiveSite },
  { path, title, pageType, block, props }: BlockPage,
  status = 200,
): Promise<FastifyReply> {
  const page: Page = {
    id: `server-${block}`,
    path,
    title,
    pageType,
    memberOnly: false,
    showInNavigation: false,
    sections: [
      {
        id: block,
        type: 'content',
        blocks: [{ type: block, id: block, data: {} } as Page['sections'][number]['blocks'][number]],
      },
    ],
  };
  const site = live ? (await live.current()).site : fileSite;
  const html = await renderPage({
    site,
    page,
    route: null,
    pathname: path,
    identity: request.identity,
    assets,
    requestProps: { [block]: props },
    hasCart: readCartToken(request) !== undefined,
    origin: siteOrigin(request, site),
  });
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
