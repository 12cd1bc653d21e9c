import type { FastifyPluginAsync } from 'fastify';
import { WebsiteRole } from '../../../shared/constants/roles';
import { requireRole } from '../../http/requireRole';
import type { CachePurgeRepository } from '../../storage/content/CachePurgeRepository';

// GET /api/config/cache-purges: whether the shared caches in front of the site take its purges
// (docs/scaling.md, "Purges that are not lost"), for the site's administrators and their monitoring: how
// many wait, how many have failed, how many were given up in the last day and the last error. Never the
// public /healthz: a cache's address and error are the deployment's business.
export const cachePurgesApiRoutes: FastifyPluginAsync<{ purges: CachePurgeRepository; caches: number }> = async (
  app,
  { purges, caches },
) => {
  app.get('/api/config/cache-purges', async (request, reply) => {
    if (!requireRole(request, reply, [WebsiteRole.ADMIN])) return reply;
    const status = await purges.status(Date.now());
    return reply.header('cache-control', 'no-store').send({ caches, ...status });
  });
};
