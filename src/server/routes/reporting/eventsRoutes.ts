import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { API_PATHS } from '../../../shared/constants/apiPaths';
import { ANALYTICS_ACCEPTED_STATUSES } from '../../../shared/constants/analytics';
import { RecordJavascriptErrorsRequest } from '../../../shared/api/reporting/RecordJavascriptErrorsRequest';
import { TraceRequest } from '../../../shared/api/reporting/TraceRequest';
import { RecordEventRequest } from '../../../shared/api/reporting/RecordEventRequest';
import { AnalyticsPayload } from '../../../shared/telemetry/records/analytics';
import { requireCrumb } from '../../http/crumb';
import type { Database } from '../../storage/Database';
import { readRequestBody } from './readRequestBody';
import { storeSpecRecords } from './storeSpecRecords';

// Spec visitor-runtime §7 and media-and-reporting §7: the error, trace, RecordEvent and events-service
// calls. RecordJavascriptErrors carries the CSRF header and RecordEvent the crumb field, so both check the
// crumb (docs/internals.md, Crumb) before anything else.
export const eventsRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.post(API_PATHS.RECORD_JAVASCRIPT_ERRORS, async (request, reply) => {
    if (!requireCrumb(request, reply)) return reply;
    const events = readRequestBody(RecordJavascriptErrorsRequest, request, reply);
    if (!events) return reply;
    const records = events.map((e, index) => ({
      kind: 'error' as const,
      type: e.event,
      payload: e.data,
      clientTime: e.timestamp,
      at: `$[${index}].data`,
    }));
    return storeSpecRecords(db, request, API_PATHS.RECORD_JAVASCRIPT_ERRORS, records);
  });

  app.post(API_PATHS.TRACE, async (request, reply) => {
    const entries = readRequestBody(TraceRequest, request, reply);
    if (!entries) return reply;
    // Both body shapes (an array, or {entries}) are named by the entry's index in the array form.
    const records = entries.map((entry, index) => ({
      kind: 'trace' as const,
      type: entry.type,
      payload: entry,
      at: `$[${index}]`,
    }));
    return storeSpecRecords(db, request, API_PATHS.TRACE, records);
  });

  app.post(API_PATHS.RECORD_EVENT, async (request, reply) => {
    if (!requireCrumb(request, reply)) return reply;
    const event = readRequestBody(RecordEventRequest, request, reply);
    if (!event) return reply;
    const payload = { event: event.event, data: event.data };
    return storeSpecRecords(db, request, API_PATHS.RECORD_EVENT, [{ kind: 'event', type: event.event, payload }]);
  });

  // The external events service answers 200 or 202 (media-and-reporting §7); we accept with 202.
  app.post(API_PATHS.EXTERNAL_EVENTS, async (request, reply) => {
    const event = readRequestBody(AnalyticsPayload, request, reply);
    if (!event) return reply;
    const result = await storeSpecRecords(db, request, API_PATHS.EXTERNAL_EVENTS, [
      { kind: 'analytics', type: event.customSchemaName, payload: event },
    ]);
    return reply.code(ANALYTICS_ACCEPTED_STATUSES[1]).send(result);
  });
};
