import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import { OrderIdParams, OrderStatusBody, OrdersExportQuery, OrdersQuery } from '../../../shared/api/config/OrdersQuery';
import type { OrdersReply } from '../../../shared/api/config/OrdersResponses';
import { ConfigSection } from '../../../shared/config/ConfigSection';
import { parseRequest, sendInvalidRequest } from '../../http/parseRequest';
import { GiftCardBalanceBody, GiftCardCodeParams } from '../../../shared/api/config/GiftCardBalanceApi';
import { requireRole } from '../../http/requireRole';
import type { Database } from '../../storage/Database';
import { ORDER_STATUSES, OrderRepository } from '../../storage/commerce/OrderRepository';
import { toOrderDetail, toOrderExportLine, toOrderSummary } from '../../storage/commerce/toOrderViews';
import { ProductReviews } from '../../reviews/ProductReviews';
import { OrderDownloads } from '../../commerce/OrderDownloads';
import type { SiteData } from '../../../shared/siteData/SiteData';
import { streamOrdersCsv } from './streamOrdersCsv';
import { GiftCardRepository } from '../../storage/commerce/GiftCardRepository';

// The store's orders for owners with ADMIN or STORE_MANAGER: the list, one order, and its status.
export const ordersApiRoutes: FastifyPluginAsync<{
  db: Kysely<Database>;
  site: SiteData;
  downloadsRoot: string;
}> = async (app, { db, site, downloadsRoot }) => {
  const orders = new OrderRepository(db);
  const giftCards = new GiftCardRepository(db);
  const roles = ConfigSection.orders.roles;
  const reviews = await ProductReviews.open(db);
  const downloads = await OrderDownloads.open(site, downloadsRoot, db);

  app.get('/api/config/orders', async (request, reply) => {
    if (!requireRole(request, reply, roles)) return reply;
    const query = parseRequest(OrdersQuery, request.query, reply);
    if (!query) return reply;
    const recent = await orders.listRecent(query.limit);
    const used = await downloads.repository.usesByOrder(recent.map((row) => row.id));
    const body: OrdersReply = {
      count: await orders.count(),
      orders: recent.map((row) => ({ ...toOrderSummary(row), downloads: used.get(row.id) ?? null })),
      statuses: ORDER_STATUSES,
    };
    return reply.header('cache-control', 'no-store').send(body);
  });

  // Every order with its lines and money lines, oldest first, streamed a page of orders at a time: NDJSON as
  // `npm run orders:export` prints it, or CSV one row per order.
  app.get('/api/config/orders/export', async (request, reply) => {
    if (!requireRole(request, reply, roles)) return reply;
    const query = parseRequest(OrdersExportQuery, request.query, reply);
    if (!query) return reply;
    void reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="orders.${query.format}"`);
    if (query.format === 'ndjson') {
      const lines = (async function* () {
        for await (const row of orders.list()) yield toOrderExportLine(row, await orders.lines(row.id));
      })();
      return reply.type('application/x-ndjson; charset=utf-8').send(Readable.from(lines));
    }
    const read = async function* () {
      for await (const row of orders.list()) yield toOrderDetail(row, await orders.lines(row.id));
    };
    return reply.type('text/csv; charset=utf-8').send(Readable.from(streamOrdersCsv(read)));
  });

  app.get('/api/config/orders/:id', async (request, reply) => {
    if (!requireRole(request, reply, roles)) return reply;
    const params = parseRequest(OrderIdParams, request.params, reply);
    if (!params) return reply;
    const order = await orders.findById(params.id);
    if (!order) return reply.code(404).send({ error: 'No such order' });
    const lines = await orders.lines(order.id);
    const origin = `${request.protocol}://${request.host}`;
    const reviewLinks = (await reviews.linksFor(order.id, lines)).map(({ path, ...link }) => ({
      ...link,
      url: origin + path,
    }));
    const downloadLinks = (await downloads.linksFor(order.id, lines)).map(
      ({ title, path, expiresAt, used, allowed }) => ({
        title,
        url: origin + path,
        expiresAt,
        used,
        allowed,
      }),
    );
    const bought = await giftCards.ofOrder(order.id);
    const adjustments = await giftCards.adjustmentsOf(bought.map((card) => card.id));
    const cards = bought.map((card) => ({
      code: card.code,
      initialCents: card.initial_cents,
      balanceCents: card.balance_cents,
      recipientEmail: card.recipient_email,
      recipientName: card.recipient_name,
      message: card.message,
      sendOn: card.send_on,
      adjustments: adjustments
        .filter((a) => a.giftCardId === card.id)
        .map(({ fromCents, toCents, reason, by, createdAt }) => ({ fromCents, toCents, reason, by, createdAt })),
    }));
    return reply
      .header('cache-control', 'no-store')
      .send({ ...toOrderDetail(order, lines), downloadLinks, reviewLinks, giftCards: cards });
  });

  // An owner's change of a gift card's balance (issue 48): a goodwill restore, a refund taken back, a card
  // paid out in cash. The reason is kept with who changed it; 400 names a bad field, 404 an unknown code, and
  // 409 says the balance moved since the owner looked (an order spent some), nothing changed.
  app.put('/api/config/gift-cards/:code/balance', async (request, reply) => {
    if (!requireRole(request, reply, roles)) return reply;
    const params = parseRequest(GiftCardCodeParams, request.params, reply);
    if (!params) return reply;
    const body = parseRequest(GiftCardBalanceBody, request.body, reply);
    if (!body) return reply;
    const result = await giftCards.adjustBalance({
      code: params.code,
      expectedCents: body.expectedBalanceCents,
      toCents: body.balanceCents,
      reason: body.reason,
      accountId: request.identity.account!.id,
      now: Date.now(),
    });
    if (result.kind === 'unknown') return reply.code(404).send({ error: 'No such gift card' });
    if (result.kind === 'aboveAmount') {
      sendInvalidRequest(reply, {
        '$.balanceCents': `expected at most the card's amount, ${result.card.initial_cents}`,
      });
      return reply;
    }
    if (result.kind === 'moved')
      return reply.code(409).send({
        error: 'The balance changed since you looked (an order may have spent some): check it and try again.',
        balanceCents: result.card.balance_cents,
      });
    return reply.send({ code: result.card.code, balanceCents: result.card.balance_cents });
  });

  app.put('/api/config/orders/:id/status', async (request, reply) => {
    if (!requireRole(request, reply, roles)) return reply;
    const params = parseRequest(OrderIdParams, request.params, reply);
    if (!params) return reply;
    const body = parseRequest(OrderStatusBody, request.body, reply);
    if (!body) return reply;
    if (!(await orders.setStatus(params.id, body.status, Date.now())))
      return reply.code(404).send({ error: 'No such order' });
    return reply.send({ id: params.id, status: body.status });
  });
};
