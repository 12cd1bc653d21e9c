import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { isTelemetryBatchRequest, TelemetryBatchRequest } from '../../../shared/api/telemetry/TelemetryBatchRequest';
import type { TelemetryBatchResponse } from '../../../shared/api/telemetry/TelemetryBatchResponse';
import { maxDecodedBytes } from '../../../shared/telemetry/maxDecodedBytes';
import { PIPELINE_LIMITS } from '../../../shared/telemetry/pipelineLimits';
import { BATCH_ENCODING, TELEMETRY_PATHS } from '../../../shared/telemetry/telemetryPaths';
import { validateRecord } from '../../../shared/telemetry/validateRecord';
import { DELIVERY_PATHS, DELIVERY_QUERY } from '../../../shared/telemetry/delivery/deliveryPaths';
import { browserFamilyOf } from '../../../shared/telemetry/delivery/browserFamilyOf';
import { refuseTooDeep } from '../../http/limitBodyDepth';
import { EXPECTED_JSON_BODY, parseRequest, sendInvalidRequest } from '../../http/parseRequest';
import type { Database } from '../../storage/Database';
import { storeRecords, type StorableRecord } from '../../storage/telemetry/storeRecords';
import { readWellFormedBatch } from './readWellFormedBatch';
import { dialectOf } from '../../storage/dialect/dialectOf';
import { MAX_STORED_PER_WIRE_BYTE, rowBudgetExceeded } from '../../storage/telemetry/storedBytesBudget';

const unzip = promisify(gunzip);
const gunzipBody = (raw: Buffer) => unzip(raw, { maxOutputLength: maxDecodedBytes(raw.length) });
const BatchQuery = z.object({
  [BATCH_ENCODING.QUERY]: z.literal(BATCH_ENCODING.GZIP).optional(),
  // The path the request came by and the sender's clock as it sent (deliveryUrl): the delivery figures.
  [DELIVERY_QUERY.VIA]: z.enum(DELIVERY_PATHS).optional(),
  [DELIVERY_QUERY.SENT]: z.coerce
    .number({ message: 'expected a time in milliseconds since 1970' })
    .int('expected a whole number of milliseconds')
    .min(0, 'expected a time after 1970')
    .optional(),
});

// POST /api/telemetry/batch (docs/telemetry.md). The body is JSON sent as text/plain (a CORS-simple
// request, what sendBeacon and keepalive fetch send), gzip-compressed when the query says encoding=gzip.
// A body that is not JSON (or not gzip when it says so) or not `{ records: [...] }` is a 400 and nothing is
// stored; inside a good batch each bad record is rejected on its own. `bytes` counts what was on the wire.
export function createBatchHandler(db: Kysely<Database>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseRequest(BatchQuery, request.query, reply);
    if (!query) return reply;
    // The page's beacon names no path, for the facade's 3 KB: a plain request that names none is taken for it.
    const via = query.via ?? (query.encoding ? undefined : 'beacon');
    const delivery = {
      ...(via ? { via } : {}),
      ...(query.sent !== undefined ? { sent: query.sent } : {}),
      browser: browserFamilyOf(request.headers['user-agent']),
    };
    const wire = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let text: string;
    try {
      text = (query.encoding === BATCH_ENCODING.GZIP ? await gunzipBody(wire) : wire).toString('utf8');
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        return reply.code(413).send({
          error: 'Batch too large',
          fields: {
            $:
              `unpacks to more than ${maxDecodedBytes(wire.length)} bytes: a gzip body may unpack to ` +
              `${PIPELINE_LIMITS.MAX_DECODED_PER_WIRE_BYTE} times its size (${wire.length} bytes), at least ` +
              `${PIPELINE_LIMITS.MIN_DECODED_BYTES} and at most ${PIPELINE_LIMITS.MAX_DECODED_BATCH_BYTES}; send it plain`,
          },
        });
      }
      sendInvalidRequest(reply, { $: 'expected a gzip body (encoding=gzip)' });
      return reply;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      sendInvalidRequest(reply, { $: EXPECTED_JSON_BODY });
      return reply;
    }
    // A well-formed batch (what the worker sends) is checked without copies; anything else takes the full
    // path below, which names every fault.
    const wellFormed = readWellFormedBatch(body);
    let valid: StorableRecord[];
    const rejected: Array<{ id: string; kind?: string; reason: string }> = [];
    if (wellFormed) valid = wellFormed;
    else {
      if (refuseTooDeep(body, reply)) return reply;
      const batch = isTelemetryBatchRequest(body) ? body : parseRequest(TelemetryBatchRequest, body, reply);
      if (!batch) return reply;
      valid = [];
      for (const raw of batch.records) {
        const check = validateRecord(raw);
        // validateRecord made the record: it is given its payload's JSON text in place, not copied again.
        if (check.ok) valid.push(Object.assign(check.record, { payloadJson: check.payloadJson }));
        else rejected.push({ id: raw.id, kind: check.kind, reason: `${check.reason}: ${check.detail}` });
      }
    }
    const rollupPage = await request.server.rollupPageKey?.();
    if (query.encoding === BATCH_ENCODING.GZIP && rowBudgetExceeded(valid, wire.length, dialectOf(db), rollupPage))
      return reply.code(413).send({
        error: 'Batch too compressible',
        fields: {
          records:
            `${valid.length} records in ${wire.length} bytes of gzip: each takes a row of its own, and their rows ` +
            `would take more than ${MAX_STORED_PER_WIRE_BYTE} times the body's size; send it plain`,
        },
      });
    const result = await storeRecords(db, valid, {
      endpoint: TELEMETRY_PATHS.BATCH,
      rejected,
      bytes: wire.length,
      rollupPage,
      ...delivery,
    });
    const answer: TelemetryBatchResponse = {
      stored: result.stored,
      duplicates: result.duplicates,
      rejected: rejected.map(({ id, reason }) => ({ id, reason })),
    };
    return answer;
  };
}
