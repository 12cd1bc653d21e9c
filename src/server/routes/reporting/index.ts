import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../storage/Database';
import { censusRoutes } from './censusRoutes';
import { eventsRoutes } from './eventsRoutes';
import { performanceRoutes } from './performanceRoutes';
import { trackRoutes } from './trackRoutes';
import { readPerformanceRollout } from './readPerformanceRollout';

// The spec's own reporting endpoints (visitor-runtime §7, media-and-reporting §7). They take the spec's
// shapes and store through the telemetry pipeline's repository, so a record stored here is the same row a
// batched one would be. JSON sent as text/plain (beacons) is parsed by the handlers (readRequestBody).
export const reportingRoutes: FastifyPluginAsync<{
  db: Kysely<Database>;
  env?: Record<string, string | undefined>;
}> = async (app, { db, env = process.env }) => {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  await app.register(censusRoutes, { db });
  await app.register(eventsRoutes, { db });
  await app.register(performanceRoutes, { db, rollout: readPerformanceRollout(env) });
  await app.register(trackRoutes, { db });
};
