import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  OutboxEmailParams,
  OutboxQuery,
  ResendBody,
  type OutboxEmailView,
  type OutboxReply,
} from '../../../shared/api/config/OutboxApi';
import { ConfigSection } from '../../../shared/config/ConfigSection';
import { parseRequest } from '../../http/parseRequest';
import { requireRole } from '../../http/requireRole';
import type { Database } from '../../storage/Database';
import { OutboxRepository, type OutboxEmailRow } from '../../storage/mail/OutboxRepository';

const toView = (row: OutboxEmailRow): OutboxEmailView => ({
  id: row.id,
  kind: row.kind,
  orderId: row.order_id,
  to: row.to_address,
  toName: row.to_name,
  subject: row.subject,
  text: row.text_body,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  sendAfter: row.send_after,
  nextAttemptAt: row.next_attempt_at,
  sentAt: row.sent_at,
  createdAt: row.created_at,
  resendOf: row.resend_of ?? null,
});

// GET /api/config/outbox: the outgoing emails newest first, for the owner's /config/outbox.
// POST /api/config/outbox/:id/resend: the email again, now (a buyer who lost it, or a corrected address):
// a new email in the outbox naming the one it copies, so the list shows both and what became of each.
export const outboxApiRoutes: FastifyPluginAsync<{
  db: Kysely<Database>;
  sending: boolean;
  now?: () => number;
}> = async (app, { db, sending, now = Date.now }) => {
  const outbox = new OutboxRepository(db);
  app.get('/api/config/outbox', async (request, reply) => {
    if (!requireRole(request, reply, ConfigSection.outbox.roles)) return reply;
    const query = parseRequest(OutboxQuery, request.query, reply);
    if (!query) return reply;
    const body: OutboxReply = {
      count: await outbox.count(),
      sending,
      emails: (await outbox.listRecent(query.limit)).map(toView),
    };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.post('/api/config/outbox/:id/resend', async (request, reply) => {
    if (!requireRole(request, reply, ConfigSection.outbox.roles)) return reply;
    const params = parseRequest(OutboxEmailParams, request.params, reply);
    if (!params) return reply;
    const body = parseRequest(ResendBody, request.body ?? {}, reply);
    if (!body) return reply;
    const copy = await outbox.resend(params.id, body.to, request.identity.account!.id, now());
    if (!copy) return reply.code(404).send({ error: 'No such email' });
    return reply
      .code(201)
      .header('cache-control', 'no-store')
      .send({ email: toView(copy) });
  });
};
