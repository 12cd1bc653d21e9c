import type { FastifyInstance } from 'fastify';
import { formatJsonPath } from '../../shared/siteData/formatSiteDataIssues';
import { findNul, NUL_CHARACTER_MESSAGE } from '../../shared/validation/findNul';
import { sendInvalidRequest } from './parseRequest';

// Every parsed body, query string and path parameter of every route: a NUL character anywhere is a 400
// naming the field, before any handler stores it (form submissions, orders, owner inputs). PostgreSQL's
// text refuses NUL, and refusing it on SQLite too keeps the two databases alike. The telemetry batch parses
// its own body and replaces NUL instead (insertRecordsPostgres): a record must stay storable by its id.
export function refuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part);
      if (path) {
        sendInvalidRequest(reply, { [formatJsonPath(path)]: NUL_CHARACTER_MESSAGE });
        return reply;
      }
    }
    return undefined;
  });
}
