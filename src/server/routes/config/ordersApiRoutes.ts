import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import { OrderIdParams, OrderStatusBody, OrdersExportQuery, OrdersQuery } from '../../../shared/api/config/OrdersQuery';
import type { OrdersReply } from '../../../shared/api/config/OrdersResponses';
import { ConfigSection } from '../../../shared/config/ConfigSection';
import { parseRequest } from '../../http/parseRequest';
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
    const cards = (await giftCards.ofOrder(order.id)).map((card) => ({
      code: card.code,
      initialCents: card.initial_cents,
      balanceCents: card.balance_cents,
      recipientEmail: card.recipient_email,
      recipientName: card.recipient_name,
      message: card.message,
      sendOn: card.send_on,
    }));
    return reply
      .header('cache-control', 'no-store')
      .send({ ...toOrderDetail(order, lines), downloadLinks, reviewLinks, giftCards: cards });
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
