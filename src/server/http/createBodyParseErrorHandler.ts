import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { InvalidRequest } from './InvalidRequest';
import { EXPECTED_JSON_BODY, sendInvalidRequest } from './parseRequest';

// Fastify's body parsers fail before a route's schema sees the body: JSON that does not parse, an empty JSON
// body, a body over the limit, a content type no parser takes. Those answers take the shape of every other
// malformed request (parseRequest: an error and the fields at fault, `$` being the body itself) rather than
// Fastify's own. Any other client error (4xx) goes on to Fastify's default handler (a handler that throws
// passes the error to its parent); a server error is logged in full and answered with the request id only,
// so no internal detail (a SQL message, a file path) reaches the client.
export function createBodyParseErrorHandler(bodyLimitBytes: number) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof InvalidRequest) {
      request.log.warn({ path: request.url.split('?')[0], fields: error.fields }, 'invalid request');
      return sendInvalidRequest(reply, error.fields);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendInvalidRequest(reply, { $: EXPECTED_JSON_BODY });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ error: 'Request too large', fields: { $: `more than ${bodyLimitBytes} bytes` } });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({
          error: 'Unsupported media type',
          fields: { 'content-type': `not accepted here: "${request.headers['content-type'] ?? ''}"` },
        });
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendInvalidRequest(reply, { 'content-length': 'does not match the body' });
      default:
        if ((error.statusCode ?? 500) < 500) throw error;
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ error: 'Internal Server Error', requestId: request.id });
    }
  };
}
