import type { FastifyPluginAsync } from 'fastify';
import type { SiteData } from '../../../shared/siteData/SiteData';
import type { ContentReply } from '../../../shared/api/config/ContentApi';
import { ConfigSection } from '../../../shared/config/ConfigSection';
import { ItemVisibility, workflowLabel } from '../../../shared/constants/itemVisibility';
import { buildItemHref } from '../../../shared/links/buildItemPath';
import { requireRole } from '../../http/requireRole';
import type { LiveSite } from '../../site/LiveSite';

// The site's collections and their items for owners with ADMIN or EDITOR, each item with its workflow
// label (visitor-runtime §4: published Available, scheduled Scheduled, draft Hidden, else Unsupported).
function listContent(site: SiteData): ContentReply {
  return {
    collections: site.collections.map((collection) => {
      const page = site.pages.find((p) => p.collectionId === collection.id);
      const basePath = !page || page.path === '/' ? '' : page.path;
      return {
        id: collection.id,
        title: collection.title,
        type: collection.type,
        items: collection.items.map((item) => ({
          id: item.id,
          title: item.title,
          visibility: item.visibility,
          label: workflowLabel(item.visibility),
          url:
            page && item.visibility === ItemVisibility.PUBLISHED
              ? buildItemHref(basePath, collection, item, site.website.timeZone)
              : null,
        })),
      };
    }),
  };
}

// The list is made from the current site (owner content changes applied), again only when its version moved.
export const contentApiRoutes: FastifyPluginAsync<{ site: SiteData; live?: LiveSite }> = async (
  app,
  { site, live },
) => {
  let listed = { site, content: listContent(site) };
  app.get('/api/config/content', async (request, reply) => {
    if (!requireRole(request, reply, ConfigSection.content.roles)) return reply;
    const current = live ? (await live.current()).site : site;
    if (listed.site !== current) listed = { site: current, content: listContent(current) };
    return reply.header('cache-control', 'no-store').send(listed.content);
  });
};
