import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { TELEMETRY_PATHS } from '../../../shared/telemetry/telemetryPaths';
import type { Database } from '../../storage/Database';
import { createBatchHandler } from './createBatchHandler';

export const telemetryRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  // In this plugin every body arrives as bytes and the handler decodes and parses it (gzip when the query
  // says so), so a bad body gets our 400 naming the field, whatever content type the sender claimed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(TELEMETRY_PATHS.BATCH, createBatchHandler(db));
  // GET /api/telemetry/export (createExportHandler) is registered by the config area behind the owner login.
};
