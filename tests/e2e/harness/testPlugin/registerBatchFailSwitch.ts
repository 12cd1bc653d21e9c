import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseRequest } from '../../../../src/server/http/parseRequest';
import { TELEMETRY_PATHS } from '../../../../src/shared/telemetry/telemetryPaths';

export const FAIL_NEXT_PATH = '/api/test/telemetry/fail-next';

const FailNextQuery = z.object({
  count: z.coerce.number().int().min(0).max(1000),
  status: z.coerce.number().int().min(400).max(599).default(503),
  retryAfter: z.coerce.number().int().min(0).max(3600).optional(),
});

// POST /api/test/telemetry/fail-next?count=N&status=S&retryAfter=R: the next N batch requests are answered
// S (with Retry-After: R when given) before the real handler runs, so tests can show records surviving a
// server that refuses them for a while. GET tells how many failures are left.
export function registerBatchFailSwitch(app: FastifyInstance): void {
  let remaining = 0;
  let failure = { status: 503, retryAfterS: null as number | null };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== TELEMETRY_PATHS.BATCH || remaining <= 0) return;
    remaining -= 1;
    if (failure.retryAfterS !== null) void reply.header('retry-after', String(failure.retryAfterS));
    return reply.code(failure.status).send({ error: 'Failing on purpose (test switch)' });
  });

  app.post(FAIL_NEXT_PATH, async (request, reply) => {
    const query = parseRequest(FailNextQuery, request.query, reply);
    if (!query) return reply;
    remaining = query.count;
    failure = { status: query.status, retryAfterS: query.retryAfter ?? null };
    return { remaining, status: query.status };
  });
  app.get(FAIL_NEXT_PATH, async () => ({ remaining }));
}
