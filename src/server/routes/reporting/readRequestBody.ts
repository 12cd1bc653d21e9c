import type { FastifyReply, FastifyRequest } from 'fastify';

// Beacons send JSON as text/plain (a CORS-simple request); the plugin hands such bodies over as text.
// Answers undefined after sending the 400 when the text is not JSON.
export function readRequestBody(request: FastifyRequest, reply: FastifyReply): unknown {
  if (typeof request.body !== 'string') return request.body ?? {};
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    void reply.code(400).send({ error: 'Invalid request', fields: { $: 'expected a JSON body' } });
    return undefined;
  }
}
