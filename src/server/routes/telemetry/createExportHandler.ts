import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { TelemetryExportQuery } from '../../../shared/api/telemetry/TelemetryExportQuery';
import { parseRequest } from '../../http/parseRequest';
import type { Database } from '../../storage/Database';
import { readExportLines } from '../../storage/telemetry/readExportLines';

// GET /api/telemetry/export?kind=&since= → NDJSON, as `npm run telemetry:export`. A plain handler so the
// owners area can wrap it with its login check.
export function createExportHandler(db: Kysely<Database>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseRequest(TelemetryExportQuery, request.query, reply);
    if (!query) return reply;
    return reply.type('application/x-ndjson; charset=utf-8').send(Readable.from(readExportLines(db, query)));
  };
}
