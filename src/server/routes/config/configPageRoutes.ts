import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteData } from '../../../shared/siteData/SiteData';
import type { ConfigPageContext } from '../../../shared/api/config/ConfigPageContext';
import { CONFIG_SECTION_NAMES, ConfigSection, type ConfigSectionName } from '../../../shared/config/ConfigSection';
import { canOpenSection } from '../../../shared/config/canOpenSection';
import { listOpenSections } from '../../../shared/config/listOpenSections';
import { resolveFrameUrl } from '../../../shared/config/resolveFrameUrl';
import { ensureCrumbCookie } from '../../http/crumb';
import type { ConfigAssets } from './readConfigAssets';
import { renderConfigPage, renderLoginRequiredPage } from './renderConfigPage';

// GET /config/ (the site in a frame), /config/submissions and /config/inspector. Without an owner login
// the answer is 401 with a page that says how to log in; a section the owner's roles do not open answers
// 403 with the navigation of what they may open.
export const configPageRoutes: FastifyPluginAsync<{ site: SiteData; assets: ConfigAssets | null }> = async (
  app,
  { site, assets },
) => {
  const show = (view: ConfigPageContext['view']) => async (request: FastifyRequest, reply: FastifyReply) => {
    // The owner runtime's logout and other data-changing calls from this page need the crumb.
    ensureCrumbCookie(request, reply);
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const { account, websiteRoles } = request.identity;
    if (!account) return reply.code(401).send(renderLoginRequiredPage(site.website.title, assets));
    const query = request.query as Record<string, unknown>;
    const denied: ConfigSectionName | null = view !== 'site' && !canOpenSection(websiteRoles, view) ? view : null;
    const context: ConfigPageContext = {
      view,
      denied,
      sections: listOpenSections(websiteRoles),
      frameUrl: resolveFrameUrl(query.frameUrl),
      account: { displayName: account.displayName, email: account.email },
      websiteTitle: site.website.title,
    };
    return reply.code(denied ? 403 : 200).send(renderConfigPage(context, assets));
  };

  // /config without the slash is the same place: the spec's links are /config/?frameUrl=….
  app.get('/config', async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/config/${search}`, 302);
  });
  app.get('/config/', show('site'));
  for (const name of CONFIG_SECTION_NAMES) app.get(ConfigSection[name].path, show(name));
};
