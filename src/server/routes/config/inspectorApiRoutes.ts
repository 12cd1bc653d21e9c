import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { InspectorFilter, type ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import { resolveInspectorFilter } from '../../../shared/api/config/resolveInspectorFilter';
import { ConfigSection } from '../../../shared/config/ConfigSection';
import { requireRole } from '../../http/requireRole';
import { parseRequest } from '../../http/parseRequest';
import type { Database } from '../../storage/Database';
import { queryOverview } from '../../storage/inspector/queryOverview';
import { queryKindSeries } from '../../storage/inspector/queryKindSeries';
import { queryErrorGroups } from '../../storage/inspector/queryErrorGroups';
import { queryVitals } from '../../storage/inspector/queryVitals';
import { queryPagePaths } from '../../storage/inspector/queryPagePaths';
import { queryDelivery } from '../../storage/inspector/queryDelivery';

// GET /api/config/inspector/{overview,series,errors,vitals,pages,delivery}?from&to&kind&page: the telemetry
// inspector's read-only queries (src/server/storage/inspector), for owners with ADMIN or REPORTING (401
// without a login, 403 without the role, 400 naming each bad filter).
export const inspectorApiRoutes: FastifyPluginAsync<{ db: Kysely<Database>; now?: () => number }> = async (
  app,
  { db, now = Date.now },
) => {
  const answer =
    (query: (db: Kysely<Database>, filter: ResolvedInspectorFilter) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!requireRole(request, reply, ConfigSection.inspector.roles)) return reply;
      const filter = parseRequest(InspectorFilter, request.query, reply);
      if (!filter) return reply;
      const result = await query(db, resolveInspectorFilter(filter, now()));
      // Telemetry keeps arriving: never cache an answer.
      return reply.header('cache-control', 'no-store').send(result);
    };

  app.get('/api/config/inspector/overview', answer(queryOverview));
  app.get('/api/config/inspector/series', answer(queryKindSeries));
  app.get('/api/config/inspector/errors', answer(queryErrorGroups));
  app.get('/api/config/inspector/vitals', answer(queryVitals));
  app.get('/api/config/inspector/pages', answer(queryPagePaths));
  app.get('/api/config/inspector/delivery', answer(queryDelivery));
};
