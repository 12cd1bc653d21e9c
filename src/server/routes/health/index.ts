import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../storage/Database';

export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
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
