import type { FastifyInstance } from 'fastify';

// Fastify logs two lines at info for every request (thousands in a short visit), with the full URL,
// crumb included. Instead: one line a request at debug, the path without its query (crumbs and form keys
// travel there), and server errors at error (createBodyParseErrorHandler logs their detail).
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}

// Whatever else logs a request or reply (a plugin, an error with its request attached), these never reach the
// log: cookies carry sessions and the crumb, X-CSRF-Token the crumb, bodies passwords.
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers.authorization',
  'req.query.crumb',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers["x-csrf-token"]',
  'body.password',
  'body.crumb',
  'password',
  'crumb',
];
