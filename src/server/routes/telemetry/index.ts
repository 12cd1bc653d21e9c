import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { TELEMETRY_PATHS } from '../../../shared/telemetry/telemetryPaths';
import { parseRequest } from '../../http/parseRequest';
import type { Database } from '../../storage/Database';
import { createBatchHandler } from './createBatchHandler';
import { createFailSwitch } from './createFailSwitch';

const FailNextQuery = z.object({
  count: z.coerce.number().int().min(0).max(1000),
  status: z.coerce.number().int().min(400).max(599).default(503),
  retryAfter: z.coerce.number().int().min(0).max(3600).optional(),
});

export const telemetryRoutes: FastifyPluginAsync<{ db: Kysely<Database>; testRoutes?: boolean }> = async (
  app,
  { db, testRoutes },
) => {
  // In this plugin every body arrives as bytes and the handler decodes and parses it (gzip when the query
  // says so), so a bad body gets our 400 naming the field, whatever content type the sender claimed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const failSwitch = testRoutes ? createFailSwitch() : null;
  app.post(TELEMETRY_PATHS.BATCH, createBatchHandler(db, failSwitch));
  // GET /api/telemetry/export (createExportHandler) is registered by the config area behind the owner login.
  if (failSwitch) {
    app.post(TELEMETRY_PATHS.TEST_FAIL_NEXT, async (request, reply) => {
      const query = parseRequest(FailNextQuery, request.query, reply);
      if (!query) return reply;
      failSwitch.arm(query.count, query.status, query.retryAfter ?? null);
      return { remaining: failSwitch.remaining, status: query.status };
    });
    app.get(TELEMETRY_PATHS.TEST_FAIL_NEXT, async () => ({ remaining: failSwitch.remaining }));
  }
};
