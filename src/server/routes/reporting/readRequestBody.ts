import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPECTED_JSON_BODY, sendInvalidRequest } from '../../http/parseRequest';

// Beacons send JSON as text/plain (a CORS-simple request); the plugin hands such bodies over as text.
// Answers undefined after sending the 400 when the text is not JSON.
export function readRequestBody(request: FastifyRequest, reply: FastifyReply): unknown {
  if (typeof request.body !== 'string') return request.body ?? {};
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    sendInvalidRequest(reply, { $: EXPECTED_JSON_BODY });
    return undefined;
  }
}
