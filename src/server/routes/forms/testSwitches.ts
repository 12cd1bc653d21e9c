import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseRequest } from '../../http/parseRequest';
import type { FormFaults } from './createFormFaults';

const FaultRequest = z.object({
  call: z.enum(['key', 'save']),
  status: z.int().min(400).max(599),
  times: z.int().min(1).max(100).default(1),
  afterStore: z.boolean().default(false),
  errors: z.record(z.string(), z.string()).optional(),
});

// Test-only (SITE_RUNTIME_TEST_ROUTES=1): POST /api/test/forms/faults queues failures of the real routes;
// DELETE clears them.
export function registerFormTestSwitches(app: FastifyInstance, faults: FormFaults): void {
  app.post('/api/test/forms/faults', async (request, reply) => {
    const body = parseRequest(FaultRequest, request.body, reply);
    if (!body) return reply;
    faults.add(body.call, { status: body.status, afterStore: body.afterStore, errors: body.errors }, body.times);
    return { ok: true };
  });
  app.delete('/api/test/forms/faults', async () => {
    faults.clear();
    return { ok: true };
  });
}
