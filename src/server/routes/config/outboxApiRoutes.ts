import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { OutboxQuery, type OutboxReply } from '../../../shared/api/config/OutboxApi';
import { ConfigSection } from '../../../shared/config/ConfigSection';
import { parseRequest } from '../../http/parseRequest';
import { requireRole } from '../../http/requireRole';
import type { Database } from '../../storage/Database';
import { OutboxRepository } from '../../storage/mail/OutboxRepository';

// GET /api/config/outbox: the outgoing emails newest first, for the owner's /config/outbox.
export const outboxApiRoutes: FastifyPluginAsync<{ db: Kysely<Database>; sending: boolean }> = async (
  app,
  { db, sending },
) => {
  const outbox = new OutboxRepository(db);
  app.get('/api/config/outbox', async (request, reply) => {
    if (!requireRole(request, reply, ConfigSection.outbox.roles)) return reply;
    const query = parseRequest(OutboxQuery, request.query, reply);
    if (!query) return reply;
    const body: OutboxReply = {
      count: await outbox.count(),
      sending,
      emails: (await outbox.listRecent(query.limit)).map((row) => ({
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
      })),
    };
    return reply.header('cache-control', 'no-store').send(body);
  });
};
