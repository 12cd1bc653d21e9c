import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseRequest } from '../../../../src/server/http/parseRequest';

export const REQUEST_COUNTS_PATH = '/api/test/requests';

const CountsQuery = z.object({ path: z.string().startsWith('/') });

// GET /api/test/requests?path=/api/telemetry/batch: how many requests each route (its pattern, any method)
// has answered since start, by status, so a test waits for a request the server saw instead of a time.
export function registerRequestCounts(app: FastifyInstance): void {
  const counts = new Map<string, Record<number, number>>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route || route === REQUEST_COUNTS_PATH) return;
    const byStatus = counts.get(route) ?? {};
    byStatus[reply.statusCode] = (byStatus[reply.statusCode] ?? 0) + 1;
    counts.set(route, byStatus);
  });
  app.get(REQUEST_COUNTS_PATH, async (request, reply) => {
    const query = parseRequest(CountsQuery, request.query, reply);
    if (!query) return reply;
    const byStatus = counts.get(query.path) ?? {};
    return { total: Object.values(byStatus).reduce((sum, n) => sum + n, 0), byStatus };
  });
}
