import type { FastifyPluginAsync } from 'fastify';
import type { SiteData } from '../../../shared/siteData/SiteData';
import { siteOrigin } from '../../http/publicUrl';
import type { LiveSite } from '../../site/LiveSite';
import { buildRobotsTxt, buildSitemapXml } from '../../seo/listPublicUrls';
import { DEFAULT_FAVICON_PATH, resolveFavicon } from '../../seo/buildSeoHead';

// Crawlers and browsers re-read these often; an hour keeps them fresh after the site data changes.
const CACHE = 'public, max-age=3600';

/** The server's favicon: the site title's first letter, white on the site's text colour. */
function buildDefaultFavicon(title: string): string {
  const letter = ([...title.trim()][0] ?? '?').toUpperCase();
  const escaped = letter.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    '<rect width="64" height="64" rx="14" fill="#1d1d1f"/>',
    '<text x="32" y="44" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"',
    ` font-size="36" font-weight="600" fill="#fff">${escaped}</text>`,
    '</svg>',
    '',
  ].join('');
}

// robots.txt, sitemap.xml and the favicon, from the site data (docs/seo.md). Absolute addresses use
// PUBLIC_URL when it is set, else the site's baseUrl (never the request's Host: these answers are cached). The sitemap lists the current site's
// addresses (`live`: owner content changes applied), so a post published from the modal is in it.
export const seoRoutes: FastifyPluginAsync<{ site: SiteData; live?: LiveSite }> = async (app, { site, live }) => {
  const favicon = buildDefaultFavicon(site.website.title);

  app.get('/robots.txt', (request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(buildRobotsTxt(siteOrigin(request, site))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const current = live ? (await live.current()).site : site;
    return reply
      .header('cache-control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(buildSitemapXml(current, siteOrigin(request, current)));
  });

  app.get(DEFAULT_FAVICON_PATH, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(favicon),
  );

  // Browsers ask for /favicon.ico whatever the page names: send them to the site's icon.
  app.get('/favicon.ico', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect(resolveFavicon(site).href, 302),
  );
};
