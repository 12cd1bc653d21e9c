import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { EXPECTED_JSON_BODY, parseRequest, sendInvalidRequest } from '../../http/parseRequest';

// Beacons send JSON as text/plain (a CORS-simple request); the plugin hands such bodies over as text.
// Answers null after sending the 400 when the text is not JSON or the body not what the schema takes.
export function readRequestBody<S extends z.core.$ZodType>(schema: S, request: FastifyRequest, reply: FastifyReply) {
  if (typeof request.body !== 'string') return parseRequest(schema, request.body ?? {}, reply);
  try {
    return parseRequest(schema, JSON.parse(request.body), reply);
  } catch {
    sendInvalidRequest(reply, { $: EXPECTED_JSON_BODY });
    return null;
  }
}
