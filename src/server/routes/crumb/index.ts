import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '../../../shared/constants/apiPaths';
import { ensureCrumbCookie } from '../../http/crumb';

// Pages are the same HTML for every anonymous visitor, so none sets the crumb cookie (docs/scaling.md,
// "One page for every visitor"): the page's script asks for it here before its first call that needs one
// (ensureCrumb). The visitor's own cookie is answered when it has one; never kept by a shared cache.
export const crumbRoutes: FastifyPluginAsync = async (app) => {
  app.get(API_PATHS.CRUMB, async (request, reply) => {
    const crumb = ensureCrumbCookie(request, reply);
    return reply.header('cache-control', 'no-store').send({ crumb });
  });
};
