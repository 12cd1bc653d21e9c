import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { API_PATHS } from '../../../shared/constants/apiPaths';
import { PerformanceRecordsRequest } from '../../../shared/api/reporting/PerformanceRecordsRequest';
import type { PerformanceSettings } from '../../../shared/api/reporting/PerformanceSettings';
import type { Database } from '../../storage/Database';
import { readRequestBody } from './readRequestBody';
import { storeSpecRecords } from './storeSpecRecords';
import type { PerformanceRollout } from './readPerformanceRollout';

// Spec media-and-reporting §4 and §7: the settings call hands out a fresh page load id and the rollout
// flags; the records call takes compact-keyed records (src/shared/api/reporting/PerformanceRecordsRequest).
export const performanceRoutes: FastifyPluginAsync<{ db: Kysely<Database>; rollout: PerformanceRollout }> = async (
  app,
  { db, rollout },
) => {
  app.get(API_PATHS.PERFORMANCE_SETTINGS, async (_request, reply) => {
    const settings: PerformanceSettings = { pageLoadId: randomUUID(), rollout };
    return reply.header('cache-control', 'no-store').send(settings);
  });

  app.post(API_PATHS.PERFORMANCE_RECORDS, async (request, reply) => {
    const records = readRequestBody(PerformanceRecordsRequest, request, reply);
    if (!records) return reply;
    const expanded = records.map((r) => ({
      kind: 'performance' as const,
      type: r.e,
      payload: { app: r.a, event: r.e, pageLoadId: r.p, timestamp: r.t, data: r.d },
      clientTime: r.t,
    }));
    return storeSpecRecords(db, request, API_PATHS.PERFORMANCE_RECORDS, expanded);
  });
};
