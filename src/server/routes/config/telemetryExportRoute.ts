import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { ConfigSection } from '../../../shared/config/ConfigSection';
import { TELEMETRY_PATHS } from '../../../shared/telemetry/telemetryPaths';
import { requireRole } from '../../http/requireRole';
import type { Database } from '../../storage/Database';
import { createExportHandler } from '../telemetry/createExportHandler';

// GET /api/telemetry/export: the telemetry area's NDJSON export, behind the owner login and the
// inspector's roles (ADMIN, REPORTING), since records hold visitors' paths and sessions.
export const telemetryExportRoute: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  // Until the telemetry plugin stops registering the export itself, a second registration would stop
  // the server at start-up; say so loudly instead (docs/config-area.md).
  if (app.hasRoute({ method: 'GET', url: TELEMETRY_PATHS.EXPORT })) {
    app.log.warn(`${TELEMETRY_PATHS.EXPORT} is registered without the owner login check; it should be registered only by the config area`);
    return;
  }
  const exportRecords = createExportHandler(db);
  app.get(TELEMETRY_PATHS.EXPORT, async (request, reply) => {
    if (!requireRole(request, reply, ConfigSection.inspector.roles)) return reply;
    void reply.header('cache-control', 'no-store').header('content-disposition', 'attachment; filename="telemetry.ndjson"');
    return exportRecords(request, reply);
  });
};
