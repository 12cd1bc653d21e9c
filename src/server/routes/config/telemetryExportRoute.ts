import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { ConfigSection } from '../../../shared/config/ConfigSection';
import { TELEMETRY_PATHS } from '../../../shared/telemetry/telemetryPaths';
import { requireRole } from '../../http/requireRole';
import type { Database } from '../../storage/Database';
import { createExportHandler } from '../telemetry/createExportHandler';

// GET /api/telemetry/export: the telemetry area's NDJSON export, behind the owner login and the
// inspector's roles (ADMIN, REPORTING), since records hold visitors' paths and sessions. Registered only
// here: the telemetry plugin leaves the path to us.
export const telemetryExportRoute: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  const exportRecords = createExportHandler(db);
  app.get(TELEMETRY_PATHS.EXPORT, async (request, reply) => {
    if (!requireRole(request, reply, ConfigSection.inspector.roles)) return reply;
    void reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="telemetry.ndjson"');
    return exportRecords(request, reply);
  });
};
