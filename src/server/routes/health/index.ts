import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../storage/Database';

export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', storage: 'ok' };
    } catch (error) {
      return reply.code(503).send({ status: 'unavailable', storage: (error as Error).message });
    }
  });
};
