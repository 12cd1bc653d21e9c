import type { FastifyPluginAsync } from 'fastify';
import type { SiteData } from '../../../shared/siteData/SiteData';
import { SITE_FONTS_PATH } from '../../../shared/fonts/siteFontPaths';
import { resolveSiteFonts } from '../../fonts/resolveSiteFonts';

interface FontsRoutesOptions {
  site: SiteData;
}

// GET /site-fonts/…: the site's font stylesheets and faces (docs/fonts.md), held in memory from start-up.
// Only the paths the site's fonts produced answer, so no request can name another file. Their names carry
// their content's hash or package version: cached for a year, never revalidated.
export const fontsRoutes: FastifyPluginAsync<FontsRoutesOptions> = async (app, { site }) => {
  const plan = resolveSiteFonts(site);
  for (const problem of plan.problems) app.log.warn(`Fonts: ${problem.path}: ${problem.message}`);
  app.get(`${SITE_FONTS_PATH}*`, async (request, reply) => {
    const file = plan.files.get(request.url.split('?')[0]!);
    if (!file) return reply.code(404).send({ error: 'Not found' });
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*')
      .send(file.body);
  });
};
