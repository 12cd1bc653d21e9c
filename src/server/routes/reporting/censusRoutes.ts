import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { API_PATHS } from '../../../shared/constants/apiPaths';
import { RecordHitRequest } from '../../../shared/api/reporting/RecordHitRequest';
import { CensusButtonRequest } from '../../../shared/api/reporting/CensusButtonRequest';
import { CensusOverlayRequest } from '../../../shared/api/reporting/CensusOverlayRequest';
import { QuickViewParams } from '../../../shared/api/reporting/QuickViewParams';
import { CensusFormRenderPayload } from '../../../shared/telemetry/records/censusFormRender';
import { parseRequest } from '../../http/parseRequest';
import type { Database } from '../../storage/Database';
import { readRequestBody } from './readRequestBody';
import { storeSpecRecords } from './storeSpecRecords';

// Spec visitor-runtime §7: the census calls, form-encoded (or JSON). Each stores one record through the
// pipeline's repository; the answer (not shown in the spec) is {stored, duplicates}.
export const censusRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.post(API_PATHS.CENSUS_RECORD_HIT, async (request, reply) => {
    const hit = readRequestBody(RecordHitRequest, request, reply);
    if (!hit) return reply;
    const payload = { event: hit.event, data: hit.data, ...(hit.ss_cvr ? { ss_cvr: hit.ss_cvr } : {}) };
    return storeSpecRecords(db, request, API_PATHS.CENSUS_RECORD_HIT, [
      { kind: 'census.hit', type: hit.event, payload, clientTime: hit.data.clientDate },
    ]);
  });

  // The calls whose body is the record's payload as it came.
  for (const [path, kind, schema] of [
    [API_PATHS.CENSUS_BUTTON_CLICK, 'census.button-click', CensusButtonRequest],
    [API_PATHS.CENSUS_BUTTON_RENDER, 'census.button-render', CensusButtonRequest],
    [API_PATHS.CENSUS_FORM_RENDER, 'census.form-render', CensusFormRenderPayload],
  ] as const) {
    app.post(path, async (request, reply) => {
      const payload = readRequestBody(schema, request, reply);
      if (!payload) return reply;
      return storeSpecRecords(db, request, path, [{ kind, payload }]);
    });
  }

  app.post(API_PATHS.CENSUS_OVERLAY, async (request, reply) => {
    const overlay = readRequestBody(CensusOverlayRequest, request, reply);
    if (!overlay) return reply;
    return storeSpecRecords(db, request, API_PATHS.CENSUS_OVERLAY, [
      { kind: 'census.overlay', type: overlay.action, payload: overlay },
    ]);
  });

  app.post(`${API_PATHS.CENSUS_RECORD_QUICK_VIEW}:id`, async (request, reply) => {
    const params = parseRequest(QuickViewParams, request.params, reply);
    if (!params) return reply;
    return storeSpecRecords(db, request, API_PATHS.CENSUS_RECORD_QUICK_VIEW, [
      { kind: 'census.quick-view', payload: { itemId: params.id } },
    ]);
  });
};
