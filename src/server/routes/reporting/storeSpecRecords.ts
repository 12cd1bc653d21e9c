import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { VISITOR_RECORD_COOKIE_NAME } from '../../../shared/constants/cookies';
import type { RecordKind } from '../../../shared/telemetry/recordKinds';
import type { TelemetryEnvelope } from '../../../shared/telemetry/TelemetryEnvelope';
import { validateRecord } from '../../../shared/telemetry/validateRecord';
import { parseVisitorRecord } from '../../../shared/visitor/parseVisitorRecord';
import { InvalidRequest } from '../../http/InvalidRequest';
import type { Database } from '../../storage/Database';
import { storeRecords, type StoreRecordsResult } from '../../storage/telemetry/storeRecords';
import { deriveSpecRecordId } from './deriveSpecRecordId';

interface SpecRecord {
  kind: RecordKind;
  type?: string;
  payload: Record<string, unknown>;
  /** The client's timestamp when the body carries one (ms). */
  clientTime?: number;
  /** Where the payload sits in the request body, as a JSON path: a refusal names it (default `$`). */
  at?: string;
}

// validateRecord names a fault under `$.payload`; the client knows it by where the payload was in its body.
function refusalOf(record: SpecRecord, detail: string): InvalidRequest {
  const split = detail.indexOf(': ');
  const path = split < 0 ? '$.payload' : detail.slice(0, split);
  const field = (record.at ?? '$') + path.replace(/^\$\.payload/, '');
  return new InvalidRequest({ [field]: split < 0 ? detail : detail.slice(split + 2) });
}

// The page a spec-shaped call came from: the Referer's path (browsers send it for same-origin posts).
function pagePathOf(request: FastifyRequest): string {
  const referer = request.headers.referer;
  return referer && URL.canParse(referer) ? new URL(referer).pathname.slice(0, 2048) : '/';
}

// Turns the records of one spec-shaped request into envelopes (docs/coverage/collectors.md) and stores them
// through the pipeline's repository, each once by id. The session is the visitor id of the ss_cvr cookie
// when there is a valid one. Each envelope is checked by validateRecord like a batched record; the request
// schemas have already checked the same payload schemas, but not the payload's JSON text as a whole (control
// characters and lone surrogates escape to six characters each), so a record failing here throws
// InvalidRequest: the request is answered 400 naming the payload, and nothing of it is stored.
export async function storeSpecRecords(
  db: Kysely<Database>,
  request: FastifyRequest,
  endpoint: string,
  records: SpecRecord[],
): Promise<StoreRecordsResult> {
  const receivedAt = Date.now();
  const visitor = parseVisitorRecord(request.cookies[VISITOR_RECORD_COOKIE_NAME]);
  const envelopes: TelemetryEnvelope[] = records.map((record, index) => {
    const time = record.clientTime ?? Math.floor(receivedAt / 1000) * 1000;
    const hashed = { kind: record.kind, payload: record.payload, index: record.clientTime === undefined ? index : 0 };
    const envelope = {
      id: deriveSpecRecordId(endpoint, hashed, time),
      kind: record.kind,
      ...(record.type ? { type: record.type.slice(0, 200) } : {}),
      sessionId: visitor ? `visitor-${visitor.id}` : 'spec-endpoint',
      seq: index,
      time,
      pagePath: pagePathOf(request),
      payload: record.payload,
    };
    const check = validateRecord(envelope);
    if (!check.ok) throw refusalOf(record, check.detail);
    return check.record;
  });
  return storeRecords(db, envelopes, {
    endpoint,
    bytes: Number(request.headers['content-length'] ?? 0),
    now: receivedAt,
    rollupPage: await request.server.rollupPageKey?.(),
  });
}
