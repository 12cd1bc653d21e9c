import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { TelemetryBatchRequest } from '../../../shared/api/telemetry/TelemetryBatchRequest';
import type { TelemetryBatchResponse } from '../../../shared/api/telemetry/TelemetryBatchResponse';
import type { TelemetryEnvelope } from '../../../shared/telemetry/TelemetryEnvelope';
import { TELEMETRY_PATHS } from '../../../shared/telemetry/telemetryPaths';
import { validateRecord } from '../../../shared/telemetry/validateRecord';
import { parseRequest } from '../../http/parseRequest';
import type { Database } from '../../storage/Database';
import { storeRecords } from '../../storage/telemetry/storeRecords';
import type { FailSwitch } from './createFailSwitch';

// POST /api/telemetry/batch (docs/telemetry.md). The body is JSON sent as text/plain (a CORS-simple
// request, what sendBeacon and keepalive fetch send). A body that is not JSON or not `{ records: [...] }`
// is a 400 and nothing is stored; inside a good batch each bad record is rejected on its own.
export function createBatchHandler(db: Kysely<Database>, failSwitch: FailSwitch | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const failure = failSwitch?.take();
    if (failure) {
      if (failure.retryAfterS !== null) void reply.header('retry-after', String(failure.retryAfterS));
      return reply.code(failure.status).send({ error: 'Failing on purpose (test switch)' });
    }
    const text = typeof request.body === 'string' ? request.body : '';
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return reply.code(400).send({ error: 'Invalid request', fields: { $: 'expected a JSON body' } });
    }
    const batch = parseRequest(TelemetryBatchRequest, body, reply);
    if (!batch) return reply;
    const valid: TelemetryEnvelope[] = [];
    const rejected: Array<{ id: string; kind?: string; reason: string }> = [];
    for (const raw of batch.records) {
      const check = validateRecord(raw);
      if (check.ok) valid.push(check.record);
      else rejected.push({ id: raw.id, kind: check.kind, reason: `${check.reason}: ${check.detail}` });
    }
    const result = await storeRecords(db, valid, { endpoint: TELEMETRY_PATHS.BATCH, rejected, bytes: Buffer.byteLength(text) });
    const answer: TelemetryBatchResponse = { stored: result.stored, duplicates: result.duplicates, rejected: rejected.map(({ id, reason }) => ({ id, reason })) };
    return answer;
  };
}
