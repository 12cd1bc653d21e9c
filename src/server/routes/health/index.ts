import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../storage/Database';

export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  // Browsers ask for /favicon.ico on every site; a cached empty answer spares rendering the not-found page.
  app.get('/favicon.ico', (_request, reply) => reply.code(204).header('cache-control', 'public, max-age=86400').send());

  // The detail of a failure is logged, not shown: the endpoint is public.
  app.get('/healthz', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', storage: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: storage failed');
      return reply.code(503).send({ status: 'unavailable', storage: 'failing', requestId: request.id });
    }
  });
};
