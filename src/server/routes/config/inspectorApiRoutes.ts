import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { InspectorFilter, type ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import { resolveInspectorFilter } from '../../../shared/api/config/resolveInspectorFilter';
import { ConfigSection } from '../../../shared/config/ConfigSection';
import { requireRole } from '../../http/requireRole';
import { parseRequest } from '../../http/parseRequest';
import type { Database } from '../../storage/Database';
import { InspectorRepository } from '../../storage/inspector/InspectorRepository';

interface InspectorApiOptions {
  db: Kysely<Database>;
  now?: () => number;
}

// GET /api/config/inspector/{overview,series,errors,vitals,pages}?from&to&kind&page: the telemetry
// inspector's data, for owners with ADMIN or REPORTING (401 without a login, 403 without the role, 400
// naming each bad filter).
export const inspectorApiRoutes: FastifyPluginAsync<InspectorApiOptions> = async (app, { db, now = Date.now }) => {
  const repository = new InspectorRepository(db);

  const answer =
    (query: (filter: ResolvedInspectorFilter) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!requireRole(request, reply, ConfigSection.inspector.roles)) return reply;
      const filter = parseRequest(InspectorFilter, request.query, reply);
      if (!filter) return reply;
      const result = await query(resolveInspectorFilter(filter, now()));
      // Telemetry keeps arriving: never cache an answer.
      return reply.header('cache-control', 'no-store').send(result);
    };

  app.get(
    '/api/config/inspector/overview',
    answer((f) => repository.overview(f)),
  );
  app.get(
    '/api/config/inspector/series',
    answer((f) => repository.kindSeries(f)),
  );
  app.get(
    '/api/config/inspector/errors',
    answer((f) => repository.errorGroups(f)),
  );
  app.get(
    '/api/config/inspector/vitals',
    answer((f) => repository.vitals(f)),
  );
  app.get(
    '/api/config/inspector/pages',
    answer((f) => repository.pagePaths(f)),
  );
};
