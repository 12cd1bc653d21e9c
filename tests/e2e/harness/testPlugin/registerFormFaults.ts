import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseRequest } from '../../../../src/server/http/parseRequest';
import { API_PATHS } from '../../../../src/shared/constants/apiPaths';
import { FORM_MESSAGES, FORM_STATUS_MESSAGES } from '../../../../src/shared/messages/formMessages';

const FaultRequest = z.object({
  call: z.enum(['key', 'save']),
  status: z.int().min(400).max(599),
  times: z.int().min(1).max(100).default(1),
  afterStore: z.boolean().default(false),
  errors: z.record(z.string(), z.string()).optional(),
});
type Fault = Omit<z.infer<typeof FaultRequest>, 'call' | 'times'>;
type FormCall = z.infer<typeof FaultRequest>['call'];

const CALLS: Record<string, FormCall> = {
  [API_PATHS.FORM_SUBMISSION_KEY]: 'key',
  [API_PATHS.SAVE_FORM_SUBMISSION]: 'save',
};

const errorBody = (fault: Fault) =>
  fault.errors
    ? { data: { errors: fault.errors } }
    : { data: { error: FORM_STATUS_MESSAGES[fault.status] ?? FORM_MESSAGES.unknownError } };

// POST /api/test/forms/faults queues failures of the real form routes where a real cause is impractical in a
// test (401, 429, 500…); DELETE clears them. Each queued fault answers one call before its handler runs;
// with `afterStore` the save runs and stores first, and its 200 is then turned into the failure, as a server
// that crashes before answering would: the client must not store it twice.
export function registerFormFaults(app: FastifyInstance): void {
  const pending: Record<FormCall, Fault[]> = { key: [], save: [] };
  const afterStore = new WeakMap<FastifyRequest, Fault>();

  app.addHook('onRequest', async (request, reply) => {
    const call = request.method === 'POST' ? CALLS[request.routeOptions.url ?? ''] : undefined;
    const fault = call && pending[call].shift();
    if (!fault) return;
    if (fault.afterStore) {
      afterStore.set(request, fault);
      return;
    }
    return reply.code(fault.status).send(errorBody(fault));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const fault = afterStore.get(request);
    if (!fault || reply.statusCode !== 200) return payload;
    void reply.code(fault.status);
    return JSON.stringify(errorBody({ ...fault, errors: undefined }));
  });

  app.post('/api/test/forms/faults', async (request, reply) => {
    const body = parseRequest(FaultRequest, request.body, reply);
    if (!body) return reply;
    const { call, times, ...fault } = body;
    pending[call].push(...Array.from({ length: times }, () => fault));
    return { ok: true };
  });
  app.delete('/api/test/forms/faults', async () => {
    pending.key = [];
    pending.save = [];
    return { ok: true };
  });
}
