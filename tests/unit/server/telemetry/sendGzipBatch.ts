import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Posts `records` as the pipeline's batch, gzip at its best level as a crafted body would be: the reply, the
 * bytes on the wire and the bytes they decode to. */
export async function sendGzipBatch(app: FastifyInstance, records: unknown[]) {
  const json = Buffer.from(JSON.stringify({ records }));
  const body = gzipSync(json, { level: 9 });
  const reply = await app.inject({
    method: 'POST',
    url: '/api/telemetry/batch?encoding=gzip',
    payload: body,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
  return { reply, wire: body.length, decoded: json.length };
}

/** Posts `records` as the pipeline's batch in plain JSON, as our client sends a body the server refused in gzip
 * (413): the reply, the bytes on the wire and the bytes they decode to (the same). */
export async function sendPlainBatch(app: FastifyInstance, records: unknown[]) {
  const json = JSON.stringify({ records });
  const reply = await app.inject({
    method: 'POST',
    url: '/api/telemetry/batch',
    payload: json,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
  const bytes = Buffer.byteLength(json);
  return { reply, wire: bytes, decoded: bytes };
}
